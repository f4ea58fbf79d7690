import type { Route } from './+types/contact';
import { BookingSection } from '~/components/contact/BookingSection';
import { ContactUsSection } from '~/components/contact/ContactUsSection';
import { PageHeader } from '~/components/sections/PageHeader';
import { contactContent } from '~/content/contact';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';
import { siteConfig } from '~/site.config';

export const loader = () => ({ head: pageMeta('/contact') });

export const meta: Route.MetaFunction = headFromLoader;

const { bookingWidgetUrl, formWidgetUrl, formEmbedScriptUrl } = siteConfig.thirdParty;

export default function Page() {
  const { heading, intro, booking, direct, form, messageForm, hours, response } = contactContent;
  return (
    <>
      <PageHeader eyebrow="Contact" title={heading} intro={intro} />
      <BookingSection booking={booking} calendarUrl={bookingWidgetUrl} />
      <ContactUsSection direct={direct} form={form} messageForm={messageForm} hours={hours} response={response} formUrl={formWidgetUrl} formScriptUrl={formEmbedScriptUrl} />
    </>
  );
}
