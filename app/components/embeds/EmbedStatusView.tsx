import type { ReactNode } from 'react';
import type { EmbedCategory } from '~/features/consent/consent';
import { Icon } from '~/components/ui/Icon';
import { BlockedEmbedNotice, type EmbedPermission } from '~/features/consent/BlockedEmbedNotice';
import type { EmbedStatus } from '~/lib/embeds';
import { EmbedFallback } from './EmbedFallback';

/** The spinner shown while a third-party embed loads. */
function EmbedLoading() {
  return (
    <div role="status" className="flex min-h-24 items-center justify-center gap-3 text-muted">
      <Icon name="loader-circle" strokeWidth={2} className="size-5 animate-spin motion-reduce:animate-none" />
      <span>Loading...</span>
    </div>
  );
}

export interface EmbedPlaceholderProps {
  status: EmbedStatus;
  category: EmbedCategory;
  permission: EmbedPermission;
  /** Whether the embed has an address to load from (site.config). */
  configured: boolean;
  fallback: ReactNode;
}

/**
 * What stands in an embed's place until it is ready: the consent notice and the fallback when the visitor's
 * choices keep it out, the fallback when it is not configured or failed, the spinner while it loads.
 */
export function EmbedPlaceholder({ status, category, permission, configured, fallback }: EmbedPlaceholderProps) {
  const blocked = configured && permission.blocked;
  return (
    <>
      {blocked ? <BlockedEmbedNotice category={category} onLoadOnce={permission.loadOnce} /> : null}
      {blocked || status === 'unconfigured' || status === 'failed' ? <EmbedFallback>{fallback}</EmbedFallback> : null}
      {!blocked && (status === 'idle' || status === 'loading') ? <EmbedLoading /> : null}
    </>
  );
}
