import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { EmbedCategory } from '~/features/consent/consent';
import { BlockedEmbedNotice, type EmbedPermission } from '~/features/consent/BlockedEmbedNotice';
import type { EmbedStatus } from '~/lib/embeds';

/** The spinner shown while a third-party embed loads. */
function EmbedLoading() {
  return (
    <div role="status" className="flex min-h-24 items-center justify-center gap-3 text-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>Loading...</span>
    </div>
  );
}

/** Wraps the fallback shown when an embed is not configured, blocked or failed. */
function EmbedFallback({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-space-600 bg-space-900/70 p-5">{children}</div>;
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
