/**
 * <EmailRequestCard request={{ label, subject, body }} />: one way to act on a legal page. The button opens
 * the reader's mail app with the request written; the phone is the alternative, and the address and subject
 * are spelled out for anyone without a mail app (a mailto: link then does nothing) and for paper.
 */
import type { LegalEmailRequest } from '~/content/types';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/Icon';
import { siteConfig, telHref } from '~/site.config';
import { LEGAL_LINK_CLASS } from './LegalText';
import { mailtoDraftHref } from './mailto';

export function EmailRequestCard({ request }: { request: LegalEmailRequest }) {
  const { email, phone, hours } = siteConfig;
  return (
    <div className="card mt-6 p-5 break-inside-avoid sm:p-6">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <a href={mailtoDraftHref(email, request)} className={buttonClass('secondary', 'sm')}>
          <Icon name="mail" className="size-4 text-plasma-300" />
          {request.label}
        </a>
        <span>
          or call{' '}
          <a href={telHref} className={`${LEGAL_LINK_CLASS} whitespace-nowrap`}>
            {phone.display}
          </a>{' '}
          <span className="text-sm">({hours.display.replace(/[()]/g, '')})</span>
        </span>
      </p>
      <p className="mt-3 text-sm leading-relaxed">
        No e-mail app? Write to{' '}
        <a href={`mailto:${email}`} className={LEGAL_LINK_CLASS}>
          {email}
        </a>{' '}
        with the subject “{request.subject}”.
      </p>
    </div>
  );
}
