/**
 * Code fetched on demand (a panel, a conversation): one download shared by every caller, and a
 * failed one (offline, a new deployment) forgotten so the next call may try again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load();
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
}
