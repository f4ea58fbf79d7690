import type { Route } from './+types/privacy-choices';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ document: legalDocumentWithSiteLinks(privacyChoicePages['privacy-choices']), head: pageMeta('/privacy-choices') });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView {...loaderData.document} />;
}
