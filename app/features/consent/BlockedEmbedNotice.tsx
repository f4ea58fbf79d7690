/**
 * <BlockedEmbedNotice category="music" onLoadOnce={…} />: said where an embed would be when the visitor's
 * consent choices (or Global Privacy Control) keep it from loading: what it is, from which host, a button
 * that loads this one embed once, and the way to change the choice for good.
 */
import { useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { useHydrated } from '~/components/ui/useHydrated';
import { SiteLink } from '~/components/ui/SiteLink';
import { embedCategoryCopy } from '~/content/legal/embed-categories';
import type { EmbedCategory } from './consent';
import { useEmbedConsent } from './consent-store';
import { embedHosts } from './embed-hosts';

export const COOKIE_PREFERENCES_PATH = '/cookie-preferences';

export interface EmbedPermission {
  /** The embed may load: the device's consent, or the visitor's "Load it anyway" for this one embed. */
  allowed: boolean;
  /** The choice is known and says no (false in the prerendered page, where nothing is decided yet). */
  blocked: boolean;
  loadOnce: () => void;
}

export function useEmbedPermission(category: EmbedCategory): EmbedPermission {
  const consented = useEmbedConsent(category);
  const hydrated = useHydrated();
  const [once, setOnce] = useState(false);
  const allowed = consented || once;
  return { allowed, blocked: hydrated && !allowed, loadOnce: () => setOnce(true) };
}

export interface BlockedEmbedNoticeProps {
  category: EmbedCategory;
  onLoadOnce: () => void;
  /** Stack the text and the button at every width (narrow containers such as the voice panel). */
  compact?: boolean;
  className?: string;
}

export function BlockedEmbedNotice({ category, onLoadOnce, compact = false, className }: BlockedEmbedNoticeProps) {
  const { label } = embedCategoryCopy[category];
  const hosts = embedHosts(category);
  return (
    <div
      className={cx(
        'flex flex-col gap-3 rounded-xl border border-solar-300/40 bg-space-800 p-4 text-sm',
        !compact && 'mb-4 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="text-ink">
        Your privacy choices keep the {label.toLowerCase()}
        {hosts.length > 0 ? ` (from ${hosts.join(', ')})` : ''} from loading.{' '}
        <SiteLink href={COOKIE_PREFERENCES_PATH} className="font-semibold text-plasma-300 underline underline-offset-4">
          Change your cookie preferences
        </SiteLink>
      </p>
      <button type="button" aria-label={`Load it anyway: ${label}`} className={buttonClass('secondary', 'sm', 'shrink-0')} onClick={onLoadOnce}>
        Load it anyway
      </button>
    </div>
  );
}
