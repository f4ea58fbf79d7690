import type { Route } from './+types/terms-of-service';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { termsOfService } from '~/content/legal/terms-of-service';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/terms-of-service', { headline: termsOfService.title });

export default function Page() {
  return <LegalDocumentView {...termsOfService} />;
}
