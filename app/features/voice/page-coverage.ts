/**
 * Whether a floating element would hide part of the page: its box against the boxes of the
 * page's readable and interactive content. The voice invitation only shows where it hides nothing.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Content a visitor reads or uses; decoration (aria-hidden, empty alt) does not count. */
export const CONTENT_SELECTOR = [
  'a[href]', 'button', 'input', 'select', 'textarea', 'summary', 'label',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'dt', 'dd', 'blockquote', 'figcaption', 'td', 'th',
  'img:not([alt=""])', 'video', 'iframe', 'canvas', '[role="img"]',
].join(', ');

export function boxesOverlap(a: Box, b: Box, margin = 0): boolean {
  return a.left < b.right + margin && b.left < a.right + margin && a.top < b.bottom + margin && b.top < a.bottom + margin;
}

function isEmpty(box: Box): boolean {
  return box.right - box.left <= 0 || box.bottom - box.top <= 0;
}

/** The first content box that `box` would cover (with a small margin), or null when it covers none. */
export function firstCoveredBox<T extends Box>(box: Box, contentBoxes: Iterable<T>, margin = 4): T | null {
  for (const content of contentBoxes) {
    if (!isEmpty(content) && boxesOverlap(box, content, margin)) return content;
  }
  return null;
}

/** The page's content elements under `box`, outside `except` (the floating element itself). */
export function coveredContent(box: Box, except: Element | null, root: ParentNode = document): Element | null {
  for (const element of root.querySelectorAll(CONTENT_SELECTOR)) {
    if (except?.contains(element) || element.closest('[aria-hidden="true"], [hidden], dialog:not([open])')) continue;
    if (firstCoveredBox(box, [element.getBoundingClientRect()])) {
      const style = getComputedStyle(element);
      if (style.visibility !== 'hidden' && style.opacity !== '0') return element;
    }
  }
  return null;
}
