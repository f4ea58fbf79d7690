import { mailtoHref, siteConfig, smsHref, telHref } from '~/site.config';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/Icon';

/** Call, text or e-mail: what a visitor can always do when an embed is unavailable. */
export function ContactFallback({ message }: { message: string }) {
  return (
    <div>
      <p className="text-ink">{message}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href={telHref} className={buttonClass('secondary', 'sm')}>
            <Icon name="phone" strokeWidth={2} className="size-4" /> Call {siteConfig.phone.display}
          </a>
        </li>
        <li>
          <a href={smsHref} className={buttonClass('secondary', 'sm')}>
            <Icon name="message-square-text" strokeWidth={2} className="size-4" /> Text Us
          </a>
        </li>
        <li>
          <a href={mailtoHref} className={buttonClass('secondary', 'sm')}>
            <Icon name="mail" strokeWidth={2} className="size-4" /> {siteConfig.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
