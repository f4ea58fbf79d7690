import type { Route } from './+types/cookie-preferences';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { cookiePreferences } from '~/content/legal/cookie-preferences';
import { ConsentControls } from '~/features/consent/ConsentControls';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/cookie-preferences');

export default function Page() {
  const { title, intro, sections } = cookiePreferences;
  return (
    <LegalDocumentView title={title} intro={intro} sections={sections}>
      <ConsentControls />
    </LegalDocumentView>
  );
}
