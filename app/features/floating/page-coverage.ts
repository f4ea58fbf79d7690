/**
 * Whether a floating element would hide part of the page: what the browser shows under points of its box,
 * past the floating controls themselves. The chat button and the voice orb move aside where they would hide
 * something; the voice invitation only shows where it hides nothing.
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

/** Marks the floating controls themselves (and what they open), which are never content under one another. */
export const FLOATING_CONTROL_ATTRIBUTE = 'data-floating-control';

const NOT_CONTENT = `[${FLOATING_CONTROL_ATTRIBUTE}], [aria-hidden="true"], [hidden], dialog:not([open])`;

/** How far past a floating control's edges content counts as under it, in px. */
const EDGE_PX = 2;

/** Points about `step` px apart from `from` to `to`, both ends included. */
export function spacedPoints(from: number, to: number, step: number): number[] {
  const gaps = Math.max(1, Math.ceil((to - from) / step));
  return Array.from({ length: gaps + 1 }, (_, i) => from + ((to - from) * i) / gaps);
}

/** Containers at most this tall are searched for content whose box reaches under a control. */
const SMALL_CONTAINER_PX = 320;

function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Content inside a small container (a row of buttons, a card) whose box reaches under `box` where a hit test finds
 * only the container: the rounded corner of a pill-shaped link is outside its shape but inside its box.
 */
function roundedContentBeside(container: Element, box: Box): Element | null {
  if (container.getBoundingClientRect().height > SMALL_CONTAINER_PX) return null;
  for (const element of container.querySelectorAll(CONTENT_SELECTOR)) {
    if (!element.closest(NOT_CONTENT) && boxesOverlap(element.getBoundingClientRect(), box)) return element;
  }
  return null;
}

/** Lets hit tests pass through `elements` (and what they hold); returns what puts them back. */
function passHitTestsThrough(elements: Element[]): () => void {
  const styled = elements.flatMap((element) => [element, ...element.querySelectorAll('*')]).filter((element) => element instanceof HTMLElement || element instanceof SVGElement);
  const before = styled.map((element) => [element.style.getPropertyValue('pointer-events'), element.style.getPropertyPriority('pointer-events')] as const);
  for (const element of styled) element.style.setProperty('pointer-events', 'none', 'important');
  return () =>
    styled.forEach((element, i) => {
      const [value, priority] = before[i]!;
      if (value) element.style.setProperty('pointer-events', value, priority);
      else element.style.removeProperty('pointer-events');
    });
}

/**
 * How far apart the hit tests are, in px: rows finer than a line of text; columns finer than a control (44 px
 * tap targets), since a line of text is hit anywhere across its block. Each hit test walks the whole page
 * (about 0.2 ms on a long page, four times that on a slow phone), so the fewer the better.
 */
const ROW_STEP_PX = 16;
const COLUMN_STEP_PX = 40;

/** The first content element under `box`, by hit tests, with the floating controls already let through. */
function hitContent(box: Box, root: Document): Element | null {
  const view = root.defaultView;
  if (!view || typeof root.elementFromPoint !== 'function') return null;
  const width = root.documentElement.clientWidth;
  const height = view.innerHeight;
  const looked = new Set<Element>();
  // A little past the box's edges: a line of text that only grazes it counts as covered.
  for (const y of spacedPoints(box.top - EDGE_PX, box.bottom + EDGE_PX, ROW_STEP_PX)) {
    if (y < 0 || y >= height) continue;
    for (const x of spacedPoints(box.left - EDGE_PX, box.right + EDGE_PX, COLUMN_STEP_PX)) {
      if (x < 0 || x >= width) continue;
      const hit = root.elementFromPoint(x, y);
      if (!hit || hit.closest(NOT_CONTENT)) continue;
      const content = hit.closest(CONTENT_SELECTOR) ?? (looked.has(hit) ? null : roundedContentBeside(hit, box));
      looked.add(hit);
      if (content) return content;
    }
  }
  return null;
}

/**
 * Runs `look` while hit tests pass through the floating controls (and `except`, the floating element itself),
 * giving it the test for one box: the first content element under it (viewport coordinates), or null when the box
 * covers only backgrounds, containers and decoration. The topmost element at each point is what the visitor sees
 * there. A few dozen single-point hit tests instead of a measure of every box on the page, so it is cheap enough
 * for every scrolled frame and needs no record of where content went; the controls are let through once however
 * many boxes `look` tests.
 */
export function lookingUnderControls<T>(look: (contentUnder: (box: Box) => Element | null) => T, except: Element | null = null, root: Document = document): T {
  const putBack = passHitTestsThrough([...root.querySelectorAll(`[${FLOATING_CONTROL_ATTRIBUTE}]`), ...(except ? [except] : [])]);
  try {
    return look((box) => hitContent(box, root));
  } finally {
    putBack();
  }
}

/** The first content element under one box (see lookingUnderControls). */
export function contentUnder(box: Box, except: Element | null = null, root: Document = document): Element | null {
  return lookingUnderControls((under) => under(box), except, root);
}
