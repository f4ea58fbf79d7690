import type { Route } from './+types/accessibility';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { accessibilityStatement } from '~/content/legal/accessibility';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/accessibility', { headline: accessibilityStatement.title });

export default function Page() {
  return <LegalDocumentView {...accessibilityStatement} />;
}
