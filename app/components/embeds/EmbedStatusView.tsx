import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

/** The spinner shown while a third-party embed loads. */
export function EmbedLoading() {
  return (
    <div role="status" className="flex min-h-24 items-center justify-center gap-3 text-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>Loading...</span>
    </div>
  );
}

/** Wraps the fallback shown when an embed is not configured, blocked or failed. */
export function EmbedFallback({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-space-600 bg-space-900/70 p-5">{children}</div>;
}
