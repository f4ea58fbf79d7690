/**
 * <LegalText text="E-mail [hello@…](mailto:hello@…) or see [our privacy request page](/privacy-request)" />: one
 * paragraph of legal copy whose links the page's loader marked (legalDocumentWithSiteLinks): site links as page
 * links, the business's e-mail and phone as mailto:, tel: and sms: links.
 */
import { LinkedText } from '~/components/ui/LinkedText';

export const LEGAL_LINK_CLASS = 'text-plasma-300 underline hover:text-ink';

export function LegalText({ text }: { text: string }) {
  return <LinkedText text={text} linkClassName={LEGAL_LINK_CLASS} />;
}
