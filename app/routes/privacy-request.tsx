import type { Route } from './+types/privacy-request';
import { LegalDocumentView } from '~/components/legal/LegalDocumentView';
import { privacyChoicePages } from '~/content/legal/privacy-choices';
import { pageMeta } from '~/lib/seo';
import { Suspense, lazy } from 'react';

// Prerendered in full (it works without JavaScript); its code hydrates from its own chunk, not the page's.
const PrivacyRequestForm = lazy(() => import('~/features/leads/PrivacyRequestForm').then((module) => ({ default: module.PrivacyRequestForm })));

export const meta: Route.MetaFunction = () => pageMeta('/privacy-request');

export default function Page() {
  return (
    <LegalDocumentView {...privacyChoicePages['privacy-request']}>
      <Suspense>
        <PrivacyRequestForm />
      </Suspense>
    </LegalDocumentView>
  );
}
