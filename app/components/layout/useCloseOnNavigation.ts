import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Closes a header menu when the visitor navigates (a new page, or an anchor on this one), not when the
 * page hydrates: a menu opened before the page's code arrived stays open.
 */
export function useCloseOnNavigation(setOpen: (open: boolean) => void) {
  const location = useLocation();
  const here = `${location.pathname}${location.hash}`;
  const shownAt = useRef(here);
  useEffect(() => {
    if (here === shownAt.current) return;
    shownAt.current = here;
    setOpen(false);
  }, [here, setOpen]);
}
