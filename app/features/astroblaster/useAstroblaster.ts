/**
 * The game behind <Astroblaster>: one game state for the page's life (created with the saved high score),
 * the phase, the numbers and the live-region sentence React shows, and the hooks that draw, loop, take
 * keys and touches and move focus. Returns what the component renders and wires up.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { frameAnnouncement, startAnnouncement } from './announcements';
import { InputState } from './controls';
import { runSteps } from './engine';
import { type GameState, type Phase, backToMenu, createGame, startGame } from './game-state';
import { browserStorage, loadHighScore, saveHighScore } from './high-score';
import { type GameStats, INITIAL_STATS, sameStats, statsMayHaveChanged, statsOf } from './status';
import { useFixedStepLoop } from './useFixedStepLoop';
import { useGameCanvas } from './useGameCanvas';
import { useGameKeys } from './useGameKeys';
import { usePhaseFocus } from './usePhaseFocus';
import { useTouchSteering } from './useTouchSteering';

export function useAstroblaster(messages: readonly string[]) {
  const gameRef = useRef<GameState | null>(null);
  const [input] = useState(() => new InputState());
  const [phase, setPhase] = useState<Phase>('menu');
  const [stats, setStats] = useState<GameStats>(INITIAL_STATS);
  const [announcement, setAnnouncement] = useState('');
  const [newHighScore, setNewHighScore] = useState(false);

  // Created on first use after hydration: the prerendered page cannot read the saved high score.
  const game = useCallback(() => (gameRef.current ??= createGame(loadHighScore(browserStorage))), []);
  const isPlaying = useCallback(() => gameRef.current?.phase === 'playing', []);

  const syncStats = useCallback(() => {
    const next = statsOf(gameRef.current!);
    setStats((current) => (sameStats(current, next) ? current : next));
  }, []);

  // Shows the saved high score; a game left mid-play (the visitor navigated away) goes back to the menu.
  useEffect(() => {
    const state = game();
    syncStats();
    return () => {
      if (state.phase === 'playing') backToMenu(state);
    };
  }, [game, syncStats]);

  const { canvasRef, draw } = useGameCanvas(gameRef);
  const { focusAfterPhaseChange, ...focusRefs } = usePhaseFocus(phase);

  const begin = useCallback(() => {
    const state = game();
    input.clear();
    startGame(state);
    setNewHighScore(false);
    setPhase('playing');
    syncStats();
    setAnnouncement(startAnnouncement(state));
    focusAfterPhaseChange();
  }, [game, input, syncStats, focusAfterPhaseChange]);

  const toMenu = () => {
    backToMenu(game());
    input.clear();
    setPhase('menu');
    setAnnouncement('');
    focusAfterPhaseChange();
    draw();
  };

  /** One animation frame of play; false once the game has ended. */
  const playSteps = useCallback(
    (steps: number): boolean => {
      const state = game();
      const events = runSteps(state, steps, input, Math.random, messages);
      draw();
      if (statsMayHaveChanged(events)) syncStats();
      const sentence = frameAnnouncement(events, state);
      if (sentence) setAnnouncement(sentence);
      if (!events.gameOver) return true;
      if (events.newHighScore) saveHighScore(browserStorage, state.highScore);
      setNewHighScore(events.newHighScore);
      input.clear();
      focusAfterPhaseChange();
      setPhase('gameover');
      return false;
    },
    [game, input, messages, draw, syncStats, focusAfterPhaseChange],
  );
  const releaseInput = useCallback(() => input.clear(), [input]);

  useFixedStepLoop(phase === 'playing', playSteps, releaseInput);
  useGameKeys(input, isPlaying, begin);
  const pointerHandlers = useTouchSteering(input, isPlaying);

  return { phase, stats, announcement, newHighScore, begin, toMenu, canvasRef, pointerHandlers, ...focusRefs };
}
