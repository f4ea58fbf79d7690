/**
 * What the page needs to know about its deferred parts (app/lib/deferred.tsx), whose code hydrates
 * after the page's own: when they have all hydrated, and what to do with a click that lands on one
 * before its code has arrived (React would drop a press on a button; here it is held and replayed). Each part
 * announces itself with a DOM event and marks its wrapper with an attribute until it has hydrated,
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

function whenHydrated(part: Element): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (part.hasAttribute(PENDING_PART_ATTRIBUTE)) return false;
      observer.disconnect();
      resolve();
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(part, { attributes: true, attributeFilter: [PENDING_PART_ATTRIBUTE] });
  });
}

let replaying = false;

function holdEarlyClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const part = target?.closest(`[${PENDING_PART_ATTRIBUTE}]`);
  // Links and form fields work without their code (forms adopt what was typed or ticked when they hydrate).
  if (replaying || !target || !part || target.closest('a[href], input, select, textarea, label')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void whenHydrated(part).then(() => {
    if (!target.isConnected || !(target instanceof HTMLElement)) return;
    replaying = true;
    try {
      target.click();
    } finally {
      replaying = false;
    }
  });
}

if (typeof document !== 'undefined') {
  document.addEventListener(DEFERRED_PART_EVENT, (event) => {
    const hydrated = (event as CustomEvent<Promise<void>>).detail;
    pending.add(hydrated);
    void hydrated.then(() => pending.delete(hydrated));
  });
  // Capturing on the window runs before React's own listener on the document.
  window.addEventListener('click', holdEarlyClick, { capture: true });
}
