import type { Route } from './+types/cookie-preferences';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { cookiePreferences } from '~/content/legal/cookie-preferences';
import { deferred, withParts } from '~/lib/deferred';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

const ConsentControls = deferred(() => import('~/features/consent/ConsentControls').then((module) => module.ConsentControls));

export const loader = () => ({ document: legalDocumentWithSiteLinks(cookiePreferences), head: pageMeta('/cookie-preferences') });

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, ConsentControls);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { title, intro, sections } = loaderData.document;
  return (
    <LegalDocumentView title={title} intro={intro} sections={sections}>
      <ConsentControls />
    </LegalDocumentView>
  );
}
