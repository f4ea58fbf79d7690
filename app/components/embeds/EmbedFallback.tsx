import type { ReactNode } from 'react';

/** Wraps the fallback shown when an embed is not configured, blocked or failed. */
export function EmbedFallback({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-space-600 bg-space-900/70 p-5">{children}</div>;
}
