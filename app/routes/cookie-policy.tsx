import type { Route } from './+types/cookie-policy';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { cookiePolicy } from '~/content/legal/cookie-policy';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ document: legalDocumentWithSiteLinks(cookiePolicy), head: pageMeta('/cookie-policy', { headline: cookiePolicy.title }) });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView {...loaderData.document} />;
}
