/**
 * <BookingSection booking={contactContent.booking} calendarUrl={siteConfig.thirdParty.bookingWidgetUrl} />:
 * the #contact section ("Get Started" links scroll here): the CRM booking calendar beside the session
 * details. Without a calendar URL, or when it is blocked or fails, the visitor is told how to book by
 * phone, text or e-mail instead.
 */
import { ContactFallback } from '~/components/embeds/ContactFallback';
import { IframeEmbed } from '~/components/embeds/Embeds';
import { Section } from '~/components/sections/Section';
import type { ContactContent } from '~/content/contact';
import { BOOKING_FRAME_CLASS, BOOKING_FRAME_HEIGHT } from './embed-heights';
import { SessionDetails } from './SessionDetails';

export interface BookingSectionProps {
  booking: ContactContent['booking'];
  /** The CRM calendar's iframe URL; empty means not configured. */
  calendarUrl: string;
}

export function BookingSection({ booking, calendarUrl }: BookingSectionProps) {
  return (
    <Section id={booking.id} title={booking.title} intro={booking.description}>
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
    </Section>
  );
}
