import type { Route } from './+types/privacy-request';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { deferred, withParts } from '~/lib/deferred';
import { legalDocumentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

/** Works without its code (it posts to the server); what is typed before the code arrives is kept. */
const PrivacyRequestForm = deferred(() => import('~/features/leads/PrivacyRequestForm').then((module) => module.PrivacyRequestForm));

export const loader = () => ({ document: legalDocumentWithSiteLinks(privacyChoicePages['privacy-request']), head: pageMeta('/privacy-request') });

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, PrivacyRequestForm);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocumentView {...loaderData.document}>
      <PrivacyRequestForm />
    </LegalDocumentView>
  );
}
