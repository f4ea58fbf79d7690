import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_HOVER_ENABLE_MS } from './nav-links';

/** A click this soon after the pointer opened the menu is the same wish to open it. */
const CLICK_AFTER_HOVER_MS = 600;

/**
 * Opens a header menu when a mouse enters it (once the page has been up for DROPDOWN_HOVER_ENABLE_MS)
 * and closes it DROPDOWN_CLOSE_DELAY_MS after the mouse leaves. Touch and pen pointers are left to clicks.
 */
export function useMenuHover(open: boolean, setOpen: (open: boolean) => void) {
  const [hoverEnabled, setHoverEnabled] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // When the pointer last opened it: a click that follows the hover confirms the menu, it does not close it.
  const hoverOpenedAt = useRef(-Infinity);

  useEffect(() => {
    const timer = setTimeout(() => setHoverEnabled(true), DROPDOWN_HOVER_ENABLE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const cancelClose = () => clearTimeout(closeTimer.current);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (hoverEnabled && !open) {
      hoverOpenedAt.current = Date.now();
      setOpen(true);
    }
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  /** The menu is open because the pointer opened it a moment ago. */
  const justOpenedByHover = () => open && Date.now() - hoverOpenedAt.current < CLICK_AFTER_HOVER_MS;

  return { cancelClose, onPointerEnter, onPointerLeave, justOpenedByHover };
}
