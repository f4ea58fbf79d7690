import type { Route } from './+types/privacy-request_.received';
import { PageHeader } from '~/components/sections/PageHeader';
import { CtaLink } from '~/components/ui/CtaLink';
import { PRIVACY_CONFIRM_BUSINESS_DAYS, PRIVACY_EXTENSION_DAYS, PRIVACY_RESPONSE_DAYS } from '~/content/legal/figures';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';

export const loader = () => ({ head: pageMeta('/privacy-request/received') });

export const meta: Route.MetaFunction = headFromLoader;

/** Where the privacy request form lands without JavaScript once the request is stored. */
export default function Page() {
  return (
    <>
      <PageHeader
        eyebrow="Privacy"
        title="We received your privacy request."
        intro={`We will confirm it within ${PRIVACY_CONFIRM_BUSINESS_DAYS} business days and answer within ${PRIVACY_RESPONSE_DAYS} days. If we need more time, we will tell you before then; we can extend once, by ${PRIVACY_EXTENSION_DAYS} days.`}
      />
      <div className="container-page pb-16">
        <CtaLink cta={{ text: 'Back to privacy requests', href: '/privacy-request' }} variant="secondary" />
      </div>
    </>
  );
}
