/**
 * What the page needs to know about its deferred parts (app/lib/deferred.tsx), whose code hydrates
 * after the page's own: when they have all hydrated. Each part announces itself with a DOM event and
 * marks its wrapper with an attribute until it has hydrated (early-presses.ts holds a press inside it),
 * so this module needs no import from deferred.tsx and travels with the root layout.
 */
export const DEFERRED_PART_EVENT = 'deferred-part';
/** On a deferred part's wrapper until its code has hydrated it. */
export const PENDING_PART_ATTRIBUTE = 'data-deferred-part';

const pending = new Set<Promise<void>>();

/** Resolves once every deferred part on the page has hydrated (tools and tests wait for it). */
export async function deferredPartsHydrated(): Promise<void> {
  // Parts later in the page than the caller announce themselves in the same commit, after its effect.
  await Promise.resolve();
  while (pending.size > 0) await Promise.all([...pending]);
}

if (typeof document !== 'undefined') {
  document.addEventListener(DEFERRED_PART_EVENT, (event) => {
    const hydrated = (event as CustomEvent<Promise<void>>).detail;
    pending.add(hydrated);
    void hydrated.then(() => pending.delete(hydrated));
  });
}
