import { type RefObject, useEffect, useRef } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Keeps the newest message (and the typing indicator) of an open conversation in view. */
export function useScrollToNewest(logRef: RefObject<HTMLElement | null>, messageCount: number, sending: boolean, open: boolean) {
  useEffect(() => {
    const log = logRef.current;
    if (!log || !open) return;
    log.scrollTo({ top: log.scrollHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [logRef, messageCount, sending, open]);
}

/**
 * The input is disabled while sending; give focus back once the reply is in, unless the visitor has
 * moved focus somewhere else on the page meanwhile.
 */
export function useRefocusAfterReply(
  sending: boolean,
  open: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && open) {
      const active = document.activeElement;
      if (!active || active === document.body || dialogRef.current?.contains(active)) inputRef.current?.focus();
    }
    wasSending.current = sending;
  }, [sending, open, dialogRef, inputRef]);
}
