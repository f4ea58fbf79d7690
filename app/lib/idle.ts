/** Wait after the load event before a task, in a browser without requestIdleCallback (Safari), ms. */
export const IDLE_FALLBACK_DELAY_MS = 200;
/** Latest a task waits for the browser to be idle after the load event, ms. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs a task once the page has loaded and the browser is idle: for work that must not compete with the
 * page's own loading (fetching code a visitor may soon need).
 */
export function whenIdleAfterLoad(task: () => void, win: Window = window): void {
  const schedule = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(task, IDLE_FALLBACK_DELAY_MS);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
}
