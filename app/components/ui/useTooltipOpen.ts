import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';

type OpenedBy = 'hover' | 'click' | 'focus';

/** Time the pointer has to move from the trigger onto the bubble before a hover bubble closes, ms. */
export const HOVER_CLOSE_GRACE_MS = 120;

function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: treat focus as keyboard focus
  }
}

interface TooltipOpenOptions {
  /** Controlled state; undefined lets the tooltip keep its own. */
  controlledOpen: boolean | undefined;
  onOpenChange: ((open: boolean) => void) | undefined;
  openDelayMs: number;
  openOnFocus: boolean;
}

/**
 * Whether a tooltip is open, and the trigger's handlers that decide it: hover opens (after
 * `openDelayMs`) and leaving closes, click toggles (a click after hover keeps it open), and with
 * `openOnFocus` keyboard focus opens it and moving focus away closes it.
 */
export function useTooltipOpen({ controlledOpen, onOpenChange, openDelayMs, openOnFocus }: TooltipOpenOptions) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const openedBy = useRef<OpenedBy | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setOpen = useCallback(
    (next: boolean, by: OpenedBy | null = null) => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
      openedBy.current = next ? by : null;
      if (controlledOpen === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  function onPointerEnter() {
    clearTimeout(closeTimer.current);
    if (open) return;
    clearTimeout(openTimer.current);
    if (openDelayMs > 0) openTimer.current = setTimeout(() => setOpen(true, 'hover'), openDelayMs);
    else setOpen(true, 'hover');
  }

  function onPointerLeave() {
    clearTimeout(openTimer.current);
    // A bubble pinned by a click stays; one opened by hover closes, after a short grace that lets
    // the pointer cross the gap onto the bubble (content on hover must be hoverable, WCAG 1.4.13).
    if (open && openedBy.current !== 'click') {
      closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_GRACE_MS);
    }
  }

  function onClick() {
    if (open && openedBy.current !== 'hover') setOpen(false);
    else setOpen(true, 'click');
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    // Only keyboard focus: a mouse press focuses the button too, and its click decides.
    if (!openOnFocus || open || !matchesFocusVisible(event.currentTarget)) return;
    setOpen(true, 'focus');
  }

  function onBlur() {
    if (open && openedBy.current === 'focus') setOpen(false);
  }

  /** The pointer reached the bubble: a hover bubble stays. */
  const onBubbleEnter = () => clearTimeout(closeTimer.current);

  return { open, close, onPointerEnter, onPointerLeave, onClick, onFocus, onBlur, onBubbleEnter };
}
