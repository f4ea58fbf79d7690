import type { Route } from './+types/contact_.thank-you';
import { PageHeader } from '~/components/sections/PageHeader';
import { CtaLink } from '~/components/ui/CtaLink';
import { contactContentFor } from '~/content/contact';
import { isConfigured } from '~/lib/embeds';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';
import { siteConfig } from '~/site.config';

/** Its "talk sooner" line points at the booking calendar only when there is one. */
const { received } = contactContentFor({
  calendar: isConfigured(siteConfig.thirdParty.bookingWidgetUrl),
  growthForm: isConfigured(siteConfig.thirdParty.formWidgetUrl),
}).messageForm;

export const loader = () => ({ received, head: pageMeta('/contact/thank-you') });

export const meta: Route.MetaFunction = headFromLoader;

/** Where the contact form lands without JavaScript once the message is stored. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { received } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Contact" title={received.heading} intro={`${received.text} ${received.next}`} />
      <div className="container-page pb-16">
        <CtaLink cta={{ text: received.back, href: '/contact' }} variant="secondary" />
      </div>
    </>
  );
}
