import type { Route } from './+types/acceptable-use-policy';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { acceptableUsePolicy } from '~/content/legal/acceptable-use-policy';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/acceptable-use-policy', { headline: acceptableUsePolicy.title });

export default function Page() {
  return <LegalDocumentView {...acceptableUsePolicy} />;
}
