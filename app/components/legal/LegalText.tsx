/**
 * <LegalText text="E-mail hello@… or see [our privacy request page](/privacy-request)" />: one paragraph of legal
 * copy with its placeholders filled, its named site links (legalDocumentWithSiteLinks, in the page's loader) as
 * page links and the business's e-mail and phone as mailto:/tel:/sms: links.
 */
import { resolvePlaceholders } from '~/content/company';
import { LinkedText } from '~/components/ui/LinkedText';
import { siteConfig } from '~/site.config';
import { splitContactLinks } from './contact-links';

export const LEGAL_LINK_CLASS = 'text-plasma-300 underline hover:text-ink';

export function LegalText({ text }: { text: string }) {
  return (
    <>
      {splitContactLinks(resolvePlaceholders(text), siteConfig).map((part, index) =>
        part.kind === 'contact' ? (
          // A phone number split over two lines is hard to read back.
          <a key={index} href={part.href} className={`${LEGAL_LINK_CLASS} whitespace-nowrap`}>
            {part.text}
          </a>
        ) : (
          <LinkedText key={index} text={part.text} linkClassName={LEGAL_LINK_CLASS} />
        ),
      )}
    </>
  );
}
