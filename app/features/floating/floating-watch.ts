/**
 * watchFloatingForm(target, onPlace): tests a floating control against the page's text and controls
 * (floating-form.ts, page-coverage.ts) on every scrolled frame, on resize and when the page's content changes under it, and reports
 * the form it takes and how far it is pushed aside. Returns the function that stops watching. Loaded after the
 * page has hydrated (useFloatingForm.ts), so no page waits for it.
 */
import { type FloatingForm, SCROLLED_PX, chooseFloatingForm, peekBox, pushAside, unionBox } from './floating-form';
import { type Box, FLOATING_CONTROL_ATTRIBUTE, lookingUnderControls } from './page-coverage';

/** How long after a change to the page's content the controls look again. */
const CONTENT_CHANGE_WAIT_MS = 150;

/** Where changes are the controls' own or decoration's. */
const MOVES_NO_CONTENT = `[${FLOATING_CONTROL_ATTRIBUTE}], [aria-hidden="true"]`;

export interface FloatingTarget {
  anchor: () => HTMLElement | null;
  label?: () => HTMLElement | null;
  /** In use: never pushed aside. */
  pinned: boolean;
}

/** How much of a control peeks out at the screen's edge, in px: the gutter beside the page's text, less a gap. */
function peekWidth(view: Window): number {
  const root = view.getComputedStyle(view.document.documentElement);
  const value = parseFloat(root.getPropertyValue('--floating-peek'));
  const rem = parseFloat(root.fontSize) || 16;
  return Number.isFinite(value) ? value * rem : 14;
}

function measure(anchor: HTMLElement, label: HTMLElement | null | undefined): { compact: Box; full: Box } {
  const rect = anchor.getBoundingClientRect();
  const compact = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  if (!label) return { compact, full: compact };
  // Layout offsets, which ignore the transforms that hide the label or push the control aside.
  let left = rect.left;
  let top = rect.top;
  for (let element: HTMLElement | null = label; element && element !== anchor; element = element.offsetParent as HTMLElement | null) {
    left += element.offsetLeft;
    top += element.offsetTop;
  }
  return { compact, full: unionBox(compact, { left, top, right: left + label.offsetWidth, bottom: top + label.offsetHeight }) };
}

export function watchFloatingForm(target: FloatingTarget, onPlace: (form: FloatingForm, push: number) => void): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const anchor = target.anchor();
    if (!anchor || anchor.getClientRects().length === 0) return;
    const { compact, full } = measure(anchor, target.label?.());
    const viewportRight = document.documentElement.clientWidth;
    const peek = peekWidth(window);
    const boxes = { full, compact, peek: peekBox(compact, viewportRight, peek) };
    const form = lookingUnderControls((contentUnder) =>
      chooseFloatingForm({ scrolled: window.scrollY > SCROLLED_PX, pinned: target.pinned, boxes, covers: (box) => contentUnder(box) !== null }),
    );
    onPlace(form, pushAside(form, compact, viewportRight, peek));
  };
  // At most one look a frame, taken right after the browser has laid the frame out: the hit tests then find the
  // layout done and cost little, where before it they would do that work themselves.
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(() => (afterFrame = setTimeout(update, 0)));
  };
  // Changes to the page's elements (a new page, text being typed out) are looked at shortly after, once for a burst
  // of them: a page that is still loading changes many times a second.
  let soon: ReturnType<typeof setTimeout> | undefined;
  const scheduleSoon = () => {
    soon ??= setTimeout(() => {
      soon = undefined;
      schedule();
    }, CONTENT_CHANGE_WAIT_MS);
  };
  // The controls' own changes and decoration's (a starfield's stars come and go all the time) move no content.
  const movesNoContent = (target: EventTarget | Node | null) => target instanceof Element && target.closest(MOVES_NO_CONTENT) !== null;
  // A section that has finished sliding in, an answer opened or closed, a list narrowed: looked at in the next frame.
  const scheduleUnlessNoContentMoved = (event: Event) => {
    if (!movesNoContent(event.target)) schedule();
  };
  const changes =
    typeof MutationObserver === 'function' ? new MutationObserver((records) => records.some((record) => !movesNoContent(record.target)) && scheduleSoon()) : null;
  const contentEvents = ['transitionend', 'animationend', 'toggle', 'input'] as const;

  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  for (const type of contentEvents) document.addEventListener(type, scheduleUnlessNoContentMoved, true);
  changes?.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'open'] });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(soon);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    for (const type of contentEvents) document.removeEventListener(type, scheduleUnlessNoContentMoved, true);
    changes?.disconnect();
  };
}
