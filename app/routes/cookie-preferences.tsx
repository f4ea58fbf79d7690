import type { Route } from './+types/cookie-preferences';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { cookiePreferences } from '~/content/legal/cookie-preferences';
import { ConsentControls } from '~/features/consent/ConsentControls';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ document: cookiePreferences, head: pageMeta('/cookie-preferences') });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { title, intro, sections } = loaderData.document;
  return (
    <LegalDocumentView title={title} intro={intro} sections={sections}>
      <ConsentControls />
    </LegalDocumentView>
  );
}
