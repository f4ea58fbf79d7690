import type { Route } from './+types/limit-sensitive-info';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/limit-sensitive-info');

export default function Page() {
  return <LegalDocumentView {...privacyChoicePages['limit-sensitive-info']} />;
}
