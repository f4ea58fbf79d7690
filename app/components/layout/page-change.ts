/** What a client-side navigation needs to do for keyboard and screen reader users, as a page load would. */

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * A navigation to another page (not a jump to an anchor of this one, nor the first render): one that a
 * full page load would announce and start the keyboard from.
 */
export function isNewPage(previous: Place, next: Place): boolean {
  return previous.pathname !== next.pathname || previous.search !== next.search;
}

/** Marks an element given tabindex="-1" here, so its focus draws no outline (app.css). */
export const PAGE_LANDING_ATTRIBUTE = 'data-page-landing';

function anchorTarget(root: Document, hash: string): HTMLElement | null {
  if (hash.length <= 1) return null;
  try {
    return root.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape in the address
  }
}

/**
 * Where focus lands on a new page: the anchor the address names (where the page has scrolled to), else
 * the main heading.
 */
export function pageLanding(root: Document, hash: string): HTMLElement | null {
  return anchorTarget(root, hash) ?? root.querySelector<HTMLElement>('main h1');
}

/**
 * Moves focus to the new page's landing element without scrolling (scroll restoration has placed the
 * page). Focus stays where it is inside an open dialog that outlives the navigation (the chat panel
 * beside the page on a wide screen).
 */
export function focusPageLanding(root: Document, hash: string): HTMLElement | null {
  if (root.activeElement?.closest('dialog[open]')) return null;
  const landing = pageLanding(root, hash);
  if (!landing) return null;
  if (!landing.hasAttribute('tabindex') && landing.tabIndex < 0) {
    landing.setAttribute('tabindex', '-1');
    landing.setAttribute(PAGE_LANDING_ATTRIBUTE, '');
  }
  landing.focus({ preventScroll: true });
  return landing;
}
