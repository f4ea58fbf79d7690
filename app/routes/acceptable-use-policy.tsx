import type { Route } from './+types/acceptable-use-policy';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { acceptableUsePolicy } from '~/content/legal/acceptable-use-policy';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ document: legalDocumentWithSiteLinks(acceptableUsePolicy), head: pageMeta('/acceptable-use-policy', { headline: acceptableUsePolicy.title }) });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView {...loaderData.document} />;
}
