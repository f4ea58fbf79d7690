import type { Route } from './+types/accessibility';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { accessibilityStatement } from '~/content/legal/accessibility';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ document: legalDocumentWithSiteLinks(accessibilityStatement), head: pageMeta('/accessibility', { headline: accessibilityStatement.title }) });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView {...loaderData.document} />;
}
