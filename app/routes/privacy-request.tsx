import type { Route } from './+types/privacy-request';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';
import { PrivacyRequestForm } from '~/features/leads/PrivacyRequestForm';

export const loader = () => ({ document: privacyChoicePages['privacy-request'], head: pageMeta('/privacy-request') });

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocumentView {...loaderData.document}>
      <PrivacyRequestForm />
    </LegalDocumentView>
  );
}
