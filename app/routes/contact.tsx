import type { Route } from './+types/contact';
import { BookingSection } from '~/components/contact/BookingSection';
import { ContactUsSection } from '~/components/contact/ContactUsSection';
import { PageHeader } from '~/components/sections/PageHeader';
import { contactContent } from '~/content/contact';
import { CONTACT_CONSENT } from '~/content/lead-consent';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';
import { siteConfig } from '~/site.config';

export const loader = () => ({ content: contactContent, consent: CONTACT_CONSENT, head: pageMeta('/contact') });

export const meta: Route.MetaFunction = headFromLoader;

const { bookingWidgetUrl, formWidgetUrl, formEmbedScriptUrl } = siteConfig.thirdParty;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, consent } = loaderData;
  const { heading, intro, booking, direct, form, messageForm, hours, response } = content;
  return (
    <>
      <PageHeader eyebrow="Contact" title={heading} intro={intro} />
      <BookingSection booking={booking} calendarUrl={bookingWidgetUrl} />
      <ContactUsSection
        direct={direct}
        form={form}
        messageForm={messageForm}
        consent={consent}
        hours={hours}
        response={response}
        formUrl={formWidgetUrl}
        formScriptUrl={formEmbedScriptUrl}
      />
    </>
  );
}
