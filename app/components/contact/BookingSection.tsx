/**
 * <BookingSection booking={…} calendarUrl={…} messageForm={…} consent={…} bookBy={…} />: the #contact section ("Get
 * Started" links scroll here). With a calendar configured: the CRM booking calendar beside the session
 * details, and the call, text and e-mail links when it is blocked or fails. Without one: the site's own
 * contact form leads, beside the session details and the other ways to book.
 */
import { ContactFallback } from '~/components/embeds/ContactFallback';
import { IframeEmbed } from '~/components/embeds/Embeds';
import { Section } from '~/components/sections/Section';
import type { ContactContent, WithoutCalendarContent } from '~/content/contact';
import type { ConsentText } from '~/content/lead-consent';
import { isConfigured } from '~/lib/embeds';
import { BookingChannels } from './BookingChannels';
import { BOOKING_FRAME_CLASS, BOOKING_FRAME_HEIGHT } from './embed-heights';
import { MessageFormBlock } from './MessageFormBlock';
import { SessionDetails } from './SessionDetails';

export interface BookingSectionProps {
  booking: ContactContent['booking'];
  /** The CRM calendar's iframe URL; empty (or not https) means not configured. */
  calendarUrl: string;
  /** The contact form, shown here when there is no calendar. */
  messageForm: ContactContent['messageForm'];
  consent: ConsentText;
  /** The other ways to book, beside the contact form when there is no calendar. */
  bookBy: WithoutCalendarContent['bookBy'];
}

export function BookingSection({ booking, calendarUrl, messageForm, consent, bookBy }: BookingSectionProps) {
  return (
    <Section id={booking.id} title={booking.title} intro={booking.description}>
      {isConfigured(calendarUrl) ? (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <SessionDetails session={booking.session} />
          <IframeEmbed
            src={calendarUrl}
            title={booking.title}
            category="crm-booking"
            height={BOOKING_FRAME_HEIGHT}
            className={BOOKING_FRAME_CLASS}
            fallback={<ContactFallback message={booking.fallback} />}
          />
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <MessageFormBlock content={messageForm} consent={consent} />
          <SessionDetails session={booking.session} className="grid content-start gap-8 md:grid-cols-2 lg:grid-cols-1">
            <BookingChannels bookBy={bookBy} className="border-t border-space-600 pt-6 md:border-t-0 md:border-l md:pt-0 md:pl-8 lg:border-t lg:border-l-0 lg:pt-6 lg:pl-0" />
          </SessionDetails>
        </div>
      )}
    </Section>
  );
}
