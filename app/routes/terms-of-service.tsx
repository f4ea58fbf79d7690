import type { Route } from './+types/terms-of-service';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { termsOfService } from '~/content/legal/terms-of-service';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ document: legalDocumentWithSiteLinks(termsOfService), head: pageMeta('/terms-of-service', { headline: termsOfService.title }) });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView {...loaderData.document} />;
}
