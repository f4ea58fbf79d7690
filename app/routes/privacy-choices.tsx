import type { Route } from './+types/privacy-choices';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/privacy-choices');

export default function Page() {
  return <LegalDocumentView {...privacyChoicePages['privacy-choices']} />;
}
