import type { Route } from './+types/contact';
import { PageHeader } from '~/components/sections/PageHeader';
import { contactContentFor, contactWithoutCalendar } from '~/content/contact';
import { CONTACT_CONSENT } from '~/content/lead-consent';
import { deferred, withParts } from '~/lib/deferred';
import { isConfigured } from '~/lib/embeds';
import { consentWithSiteLinks } from '~/lib/linked-copy';
import { headFromLoader } from '~/lib/route-head';
import { pageMeta } from '~/lib/seo';
import { siteConfig } from '~/site.config';

// Below the page header; the form posts to the server without its code, and keeps what is typed before it arrives.
const BookingSection = deferred(() => import('~/components/contact/BookingSection').then((module) => module.BookingSection));
const ContactUsSection = deferred(() => import('~/components/contact/ContactUsSection').then((module) => module.ContactUsSection));

const { bookingWidgetUrl, formWidgetUrl, formEmbedScriptUrl } = siteConfig.thirdParty;
/** With a booking calendar it leads the page; without one, the contact form does (named for the Digital Growth Form when that is not configured). */
const embeds = { calendar: isConfigured(bookingWidgetUrl), growthForm: isConfigured(formWidgetUrl) };

export const loader = () => ({
  content: contactContentFor(embeds),
  bookBy: contactWithoutCalendar.bookBy,
  consent: consentWithSiteLinks(CONTACT_CONSENT),
  head: pageMeta('/contact'),
});

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, BookingSection, ContactUsSection);

export const meta: Route.MetaFunction = headFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content, bookBy, consent } = loaderData;
  const { heading, intro, booking, direct, form, messageForm, hours, response } = content;
  return (
    <>
      <PageHeader eyebrow="Contact" title={heading} intro={intro} />
      <BookingSection booking={booking} calendarUrl={bookingWidgetUrl} messageForm={messageForm} consent={consent} bookBy={bookBy} />
      <ContactUsSection
        direct={direct}
        form={form}
        messageForm={messageForm}
        withMessageForm={embeds.calendar}
        consent={consent}
        hours={hours}
        response={response}
        formUrl={formWidgetUrl}
        formScriptUrl={formEmbedScriptUrl}
      />
    </>
  );
}
