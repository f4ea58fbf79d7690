/**
 * Third-party script loading: each script is added at most once per page,
 * only when asked for, and a load that neither succeeds nor fails within the
 * timeout counts as failed so the caller can show its fallback.
 */
export const EMBED_TIMEOUT_MS = 10_000;

export type EmbedStatus = 'unconfigured' | 'idle' | 'loading' | 'ready' | 'failed';

const pending = new Map<string, Promise<void>>();

export function isConfigured(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^https:\/\//.test(value.trim());
}

/** Adds `<script src>` once (or reuses one already in the document) and resolves when it has loaded. */
export function loadScriptOnce(src: string, timeoutMs = EMBED_TIMEOUT_MS, doc: Document = document): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const existing = doc.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
    if (existing?.dataset.loaded === 'true') return resolve();
    const script = existing ?? doc.createElement('script');
    const timer = setTimeout(() => reject(new Error(`Timed out loading ${src}`)), timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error(`Failed to load ${src}`));
    });
    if (!existing) {
      script.src = src;
      script.async = true;
      doc.body.appendChild(script);
    }
  });
  // A failed load may be retried later (for example after the visitor comes back online).
  promise.catch(() => pending.delete(src));
  pending.set(src, promise);
  return promise;
}

/** Test hook: forget every script loaded so far. */
export function resetLoadedScripts() {
  pending.clear();
}
