import type { Route } from './+types/cookie-policy';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { cookiePolicy } from '~/content/legal/cookie-policy';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/cookie-policy', { headline: cookiePolicy.title });

export default function Page() {
  return <LegalDocumentView {...cookiePolicy} />;
}
