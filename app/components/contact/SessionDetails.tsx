/**
 * <SessionDetails session={booking.session} />: what the free strategy session is (length, what the
 * visitor leaves with, no obligation), shown beside the calendar and its fallback alike.
 */
import { Icon } from '~/components/ui/Icon';
import type { ContactContent } from '~/content/contact';

export interface SessionDetailsProps {
  session: ContactContent['booking']['session'];
}

export function SessionDetails({ session }: SessionDetailsProps) {
  return (
    <div className="card p-6">
      <h3 className="font-display text-xl font-semibold text-ink">{session.heading}</h3>
      <p className="mt-3 flex items-center gap-2 font-semibold text-plasma-300">
        <Icon name="clock" className="size-5 shrink-0" />
        {session.length}
      </p>
      <ul className="mt-5 space-y-3 text-ink">
        {session.whatYouGet.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <Icon name="calendar-check" className="mt-0.5 size-5 shrink-0 text-plasma-300" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex items-start gap-3 border-t border-space-600 pt-5 text-muted">
        <Icon name="shield-check" className="mt-0.5 size-5 shrink-0 text-solar-300" />
        <span>{session.obligation}</span>
      </p>
    </div>
  );
}
