/**
 * Focus follows the game's phase, so keyboard play never loses its place: the field while playing (with
 * the play area lined up under the sticky header), the first button of the menu or the game-over screen
 * otherwise. It moves only after a change the visitor made (`focusAfterPhaseChange`), never on load.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Phase } from './game-state';

/** Lines the status, field and in-play buttons up under the sticky header, unless all of it is already on screen. */
function bringIntoView(area: HTMLElement | null) {
  if (!area) return;
  const box = area.getBoundingClientRect();
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  if (box.top < headerBottom || box.bottom > window.innerHeight) area.scrollIntoView({ block: 'start' });
}

export function usePhaseFocus(phase: Phase) {
  const gameAreaRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const startButtonRef = useRef<HTMLButtonElement>(null);
  const playAgainRef = useRef<HTMLButtonElement>(null);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    if (phase === 'playing') {
      fieldRef.current?.focus({ preventScroll: true });
      bringIntoView(gameAreaRef.current);
    } else if (phase === 'gameover') playAgainRef.current?.focus();
    else startButtonRef.current?.focus();
  }, [phase]);

  const focusAfterPhaseChange = useCallback(() => {
    focusPending.current = true;
  }, []);

  return { gameAreaRef, fieldRef, startButtonRef, playAgainRef, focusAfterPhaseChange };
}
