import type { Route } from './+types/cookie-preferences';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/cookie-preferences');

export default function Page() {
  return <LegalDocumentView {...privacyChoicePages['cookie-preferences']} />;
}
