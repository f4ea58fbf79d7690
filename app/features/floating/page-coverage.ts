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

/** Marks the floating controls themselves (and what they open), which are never content under one another. */
export const FLOATING_CONTROL_ATTRIBUTE = 'data-floating-control';

const NOT_CONTENT = `[${FLOATING_CONTROL_ATTRIBUTE}], [aria-hidden="true"], [hidden], dialog:not([open])`;

/** Shown to the visitor: not in a closed <details> or a hidden subtree (an element still fading in counts). */
function isShown(element: Element): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) : true;
}

/**
 * The page's content boxes, kept in page coordinates so that checking a floating control while the visitor scrolls
 * is arithmetic, not layout: only the boxes that overlap are measured again. Call invalidate() when the page's
 * content may have moved (resize, a change to the page, an animation ending).
 */
export class ContentBoxes {
  private entries: Array<{ element: Element; box: Box }> | null = null;

  constructor(private readonly root: Document = document) {}

  invalidate(): void {
    this.entries = null;
  }

  /** The first content element shown under `box` (viewport coordinates; boxes that only touch do not overlap), or null. */
  coveredBy(box: Box, margin = 0): Element | null {
    const view = this.root.defaultView;
    if (!view) return null;
    const { scrollX, scrollY } = view;
    this.entries ??= [...this.root.querySelectorAll(CONTENT_SELECTOR)]
      .filter((element) => !element.closest(NOT_CONTENT))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return { element, box: { left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY } };
      })
      .filter((entry) => !isEmpty(entry.box));
    const onPage = { left: box.left + scrollX, top: box.top + scrollY, right: box.right + scrollX, bottom: box.bottom + scrollY };
    for (const { element, box: contentBox } of this.entries) {
      if (!boxesOverlap(onPage, contentBox, margin)) continue;
      const live = element.getBoundingClientRect();
      if (!isEmpty(live) && boxesOverlap(box, live, margin) && isShown(element)) return element;
    }
    return null;
  }
}
