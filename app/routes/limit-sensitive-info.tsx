import type { Route } from './+types/limit-sensitive-info';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ document: legalDocumentWithSiteLinks(privacyChoicePages['limit-sensitive-info']), head: pageMeta('/limit-sensitive-info') });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView {...loaderData.document} />;
}
