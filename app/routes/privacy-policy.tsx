import type { Route } from './+types/privacy-policy';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyPolicy } from '~/content/legal/privacy-policy';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ document: legalDocumentWithSiteLinks(privacyPolicy), head: pageMeta('/privacy-policy', { headline: privacyPolicy.title }) });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView {...loaderData.document} />;
}
