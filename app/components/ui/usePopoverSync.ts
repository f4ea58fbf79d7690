import { type RefObject, useEffect, useRef } from 'react';

function isShowing(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false; // no popover support: the open state lives in React alone
  }
}

/**
 * Keeps a native `popover` element and React's open state in step. The popover's
 * button (popovertarget) works before the page has hydrated; once it has, React
 * owns the state, picks up a menu the visitor opened early, and hears about the
 * browser closing it (Escape, a click outside).
 */
export function usePopoverSync(ref: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isShowing(element)) setOpen(true);
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [ref, setOpen]);

  // On mount the popover shows what the visitor did before hydration (the effect above brings React's state in line);
  // hiding it there would close a menu opened early.
  const mounted = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (!element || typeof element.showPopover !== 'function') return;
    if (open && !isShowing(element)) element.showPopover();
    if (!open && isShowing(element)) element.hidePopover();
  }, [ref, open]);
}
