import type { Route } from './+types/contact';
import { PageHeader } from '~/components/sections/PageHeader';
import { contactContent } from '~/content/contact';
import { CONTACT_CONSENT } from '~/content/lead-consent';
import { deferred, withParts } from '~/lib/deferred';
import { consentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';
import { siteConfig } from '~/site.config';

// Below the page header; the form posts to the server without its code, and keeps what is typed before it arrives.
const BookingSection = deferred(() => import('~/components/contact/BookingSection').then((module) => module.BookingSection));
const ContactUsSection = deferred(() => import('~/components/contact/ContactUsSection').then((module) => module.ContactUsSection));

export const loader = () => ({ content: contactContent, consent: consentWithSiteLinks(CONTACT_CONSENT), head: pageMeta('/contact') });

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, BookingSection, ContactUsSection);

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
