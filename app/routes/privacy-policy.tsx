import type { Route } from './+types/privacy-policy';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyPolicy } from '~/content/legal/privacy-policy';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/privacy-policy', { headline: privacyPolicy.title });

export default function Page() {
  return <LegalDocumentView {...privacyPolicy} />;
}
