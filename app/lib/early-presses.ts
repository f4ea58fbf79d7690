/**
 * The one place a press made before the page's code has run is kept. The page's modules start after its
 * first paint (scripts/content-first.ts) and a deferred part's code later still (deferred.tsx); React
 * would drop a press on something whose code is not there yet. Until the page has hydrated
 * (html[data-hydrated], which root.tsx sets once every part has), such a press is held and made again
 * once it has. root.tsx writes this as an inline script at the top of the head, so it listens before
 * anything can be pressed, on every page, prerendered or not.
 *
 * Held: a press on a button, and any press inside a part that has not hydrated yet. Left to the browser,
 * which handles them without code: links, form fields and labels (forms adopt what was typed or ticked
 * when they hydrate), disabled buttons, buttons that open a popover, and submitting a form that is not
 * inside a part still waiting for its code.
 */
import { PENDING_PART_ATTRIBUTE } from './deferred-parts';

export const HOLD_EARLY_PRESSES = `(() => {
const held = [];
const needsCode = (target) => {
  if (!(target instanceof Element) || target.closest("a[href], input, select, textarea, label")) return false;
  const button = target.closest("button");
  if (button && (button.disabled || button.hasAttribute("popovertarget"))) return false;
  if (target.closest("[${PENDING_PART_ATTRIBUTE}]")) return true;
  return button !== null && !(button.form && button.type !== "button");
};
const hold = (event) => {
  if (!needsCode(event.target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(event.target.closest("button") ?? event.target);
};
addEventListener("click", hold, true);
const pressAgain = (element) => {
  if (!element.isConnected) return;
  if (element instanceof HTMLElement) element.click();
  else element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
};
new MutationObserver((records, observer) => {
  if (document.documentElement.dataset.hydrated !== "true") return;
  observer.disconnect();
  removeEventListener("click", hold, true);
  held.splice(0).forEach(pressAgain);
}).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
})();`;
