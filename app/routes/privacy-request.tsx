import type { Route } from './+types/privacy-request';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/privacy-request');

export default function Page() {
  return <LegalDocumentView {...privacyChoicePages['privacy-request']} />;
}
