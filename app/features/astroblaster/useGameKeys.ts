/**
 * The game's keys, anywhere on the page (controls.ts has the rules): arrows and A/D steer, Space fires or
 * starts a game and never scrolls the page. When the window loses focus every key is let go.
 */
import { useEffect } from 'react';
import { type InputState, keyDownResponse, keyUpResponse } from './controls';

export function useGameKeys(input: InputState, isPlaying: () => boolean, startGame: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const response = keyDownResponse(event, isPlaying());
      if (response.preventDefault) event.preventDefault();
      if (response.press) input.press(response.press);
      if (response.startGame) startGame();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      const response = keyUpResponse(event);
      if (response.preventDefault) event.preventDefault();
      if (response.release) input.release(response.release);
    };
    const releaseAll = () => input.clear();
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', releaseAll);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', releaseAll);
    };
  }, [input, isPlaying, startGame]);
}
