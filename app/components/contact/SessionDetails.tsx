/**
 * <SessionDetails session={booking.session}>{more}</SessionDetails>: what the free strategy session is (length,
 * what the visitor leaves with, no obligation) in a card, shown beside the calendar (or its fallback), or
 * beside the contact form with the other ways to book as `children`.
 */
import type { ReactNode } from 'react';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import type { ContactContent } from '~/content/contact';

export interface SessionDetailsProps {
  session: ContactContent['booking']['session'];
  /** Shown in the card after the session details. */
  children?: ReactNode;
  className?: string;
}

export function SessionDetails({ session, children, className }: SessionDetailsProps) {
  return (
    <div className={cx('card p-6', className)}>
      <div>
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
      {children}
    </div>
  );
}
