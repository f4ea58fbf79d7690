/**
 * <CallUsLine text="Or call us at {phone}" />: a line under a call to action whose "{phone}" becomes a
 * tel: link showing the configured number.
 */
import { siteConfig, telHref } from '~/site.config';
import { Icon } from '~/components/ui/Icon';

export const PHONE_PLACEHOLDER = '{phone}';

export function CallUsLine({ text }: { text: string }) {
  const [before = '', after = ''] = text.split(PHONE_PLACEHOLDER);
  return (
    <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1.5 text-muted">
      {before && <span>{before}</span>}
      <a href={telHref} className="inline-flex items-center gap-1.5 font-semibold text-plasma-300 underline-offset-4 hover:underline">
        <Icon name="phone" strokeWidth={2} className="size-4" />
        {siteConfig.phone.display}
      </a>
      {after && <span>{after}</span>}
    </p>
  );
}
