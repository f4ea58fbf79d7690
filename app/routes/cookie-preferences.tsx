import type { Route } from './+types/cookie-preferences';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { cookiePreferences } from '~/content/legal/cookie-preferences';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/cookie-preferences');

export default function Page() {
  return <LegalDocumentView {...cookiePreferences} />;
}
