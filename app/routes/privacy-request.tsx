import type { Route } from './+types/privacy-request';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { pageMeta } from '~/lib/seo';
import { PrivacyRequestForm } from '~/features/leads/PrivacyRequestForm';

export const meta: Route.MetaFunction = () => pageMeta('/privacy-request');

export default function Page() {
  return (
    <LegalDocumentView {...privacyChoicePages['privacy-request']}>
      <PrivacyRequestForm />
    </LegalDocumentView>
  );
}
