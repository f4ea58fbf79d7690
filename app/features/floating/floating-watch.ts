/**
 * watchFloatingForm(target, onPlace): measures a floating control against the page's text and controls
 * (floating-form.ts) on every scrolled frame, on resize and when the page's content changes under it, and reports
 * the form it takes and how far it is pushed aside. Returns the function that stops watching. Loaded after the
 * page has hydrated (useFloatingForm.ts), so no page waits for it.
 */
import { type FloatingForm, SCROLLED_PX, chooseFloatingForm, peekBox, pushAside, unionBox } from './floating-form';
import { type Box, ContentBoxes } from './page-coverage';

export interface FloatingTarget {
  anchor: () => HTMLElement | null;
  label?: () => HTMLElement | null;
  /** In use: never pushed aside. */
  pinned: boolean;
}

/** How much of a control peeks out at the screen's edge, in px: the gutter beside the page's text, less a gap. */
function peekWidth(view: Window): number {
  const value = parseFloat(view.getComputedStyle(view.document.documentElement).getPropertyValue('--floating-peek'));
  const rem = parseFloat(view.getComputedStyle(view.document.documentElement).fontSize) || 16;
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
  const content = new ContentBoxes();
  let frame = 0;
  const update = () => {
    frame = 0;
    const anchor = target.anchor();
    if (!anchor || anchor.getClientRects().length === 0) return;
    const { compact, full } = measure(anchor, target.label?.());
    const viewportRight = document.documentElement.clientWidth;
    const peek = peekWidth(window);
    const boxes = { full, compact, peek: peekBox(compact, viewportRight, peek) };
    const covers = (box: Box) => content.coveredBy(box) !== null;
    const form = chooseFloatingForm({ scrolled: window.scrollY > SCROLLED_PX, pinned: target.pinned, boxes, covers });
    onPlace(form, pushAside(form, compact, viewportRight, peek));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  // Content that moves without a scroll (a resize, a section sliding in, an answer opening, a list narrowing, a new page).
  const remeasure = () => {
    content.invalidate();
    schedule();
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', remeasure);
  document.addEventListener('transitionend', remeasure, true);
  document.addEventListener('animationend', remeasure, true);
  document.addEventListener('toggle', remeasure, true);
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(remeasure) : null;
  resizes?.observe(document.body);
  const changes = typeof MutationObserver === 'function' ? new MutationObserver(remeasure) : null;
  changes?.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden', 'open'] });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', remeasure);
    document.removeEventListener('transitionend', remeasure, true);
    document.removeEventListener('animationend', remeasure, true);
    document.removeEventListener('toggle', remeasure, true);
    resizes?.disconnect();
    changes?.disconnect();
  };
}
