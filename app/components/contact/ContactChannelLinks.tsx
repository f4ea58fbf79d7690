/**
 * <ContactChannelLinks>{extra <li>s}</ContactChannelLinks>: call, text and e-mail links drawn as small buttons,
 * the ways a visitor can always reach the business. `stacked` puts them one under another at full width.
 */
import type { ReactNode } from 'react';
import { mailtoHref, siteConfig, smsHref, telHref } from '~/site.config';
import { buttonClass } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';

export interface ContactChannelLinksProps {
  /** Further items after the three links, each an <li> holding a button or link. */
  children?: ReactNode;
  stacked?: boolean;
  className?: string;
}

/** The classes of one of the list's buttons, for a further item to look like the rest. */
export function channelButtonClass(stacked = false): string {
  return buttonClass('secondary', 'sm', stacked ? 'w-full justify-start [overflow-wrap:anywhere]' : undefined);
}

export function ContactChannelLinks({ children, stacked = false, className }: ContactChannelLinksProps) {
  const linkClass = channelButtonClass(stacked);
  return (
    <ul className={cx(stacked ? 'grid gap-3' : 'flex flex-wrap gap-3', className)}>
      <li>
        <a href={telHref} className={linkClass}>
          <Icon name="phone" strokeWidth={2} className="size-4 shrink-0" /> Call {siteConfig.phone.display}
        </a>
      </li>
      <li>
        <a href={smsHref} className={linkClass}>
          <Icon name="message-square-text" strokeWidth={2} className="size-4 shrink-0" /> Text Us
        </a>
      </li>
      <li>
        <a href={mailtoHref} className={linkClass}>
          <Icon name="mail" strokeWidth={2} className="size-4 shrink-0" /> {siteConfig.email}
        </a>
      </li>
      {children}
    </ul>
  );
}
