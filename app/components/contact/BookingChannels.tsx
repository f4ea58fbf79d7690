/**
 * <BookingChannels bookBy={contactWithoutCalendar.bookBy} />: the ways to book the session when no calendar is configured:
 * call, text and e-mail links, and a button that opens the chat with the site's assistant.
 */
import { channelButtonClass, ContactChannelLinks } from '~/components/contact/ContactChannelLinks';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { useHydrated } from '~/components/ui/useHydrated';
import type { WithoutCalendarContent } from '~/content/contact';
import { requestOpenChat } from '~/features/chat/open-chat';

export interface BookingChannelsProps {
  bookBy: WithoutCalendarContent['bookBy'];
  className?: string;
}

export function BookingChannels({ bookBy, className }: BookingChannelsProps) {
  // The chat opens with the page's script: until then its button keeps its place but is not shown.
  const hydrated = useHydrated();
  return (
    <div className={className}>
      <h4 className="font-display text-lg font-semibold text-ink">{bookBy.heading}</h4>
      <p className="mt-2 text-sm leading-relaxed text-muted">{bookBy.text}</p>
      <ContactChannelLinks stacked className="mt-4">
        <li className={cx(!hydrated && 'invisible')}>
          <button type="button" onClick={requestOpenChat} className={channelButtonClass(true)}>
            <Icon name="message-circle" strokeWidth={2} className="size-4 shrink-0" /> {bookBy.chat}
          </button>
        </li>
      </ContactChannelLinks>
    </div>
  );
}
