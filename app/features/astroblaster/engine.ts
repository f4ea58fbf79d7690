/**
 * Astroblaster's rules, free of DOM, React and canvas. `step` advances one fixed
 * 1/60 s tick and mutates the state in place, so a frame with a few hundred live
 * objects allocates only what it spawns.
 *
 * Order inside a step (fixed, so scripted random sources in tests stay valid):
 *  1. effects age by one step and expire (effects.ts);
 *  2. the ship moves and is clamped (motion.ts);
 *  3. bullets rise and leave; a held trigger fires when the interval has passed;
 *  4. asteroids and planets fall and leave;
 *  5. new asteroids and planets appear (spawning.ts, which says the order of the draws);
 *  6. bullets hit asteroids, then planets; asteroids hit the ship (collisions.ts);
 *  7. level, game over and high score (scoring.ts); the clock advances.
 *
 * The state and its objects are in game-state.ts, the step's input and events in step-io.ts.
 */
import { STEP_MS } from './constants';
import { resolveShipHits, resolveShots } from './collisions';
import { ageEffects } from './effects';
import type { GameState } from './game-state';
import { fireIfReady, moveBullets, moveFallingObjects, moveShip } from './motion';
import type { RandomSource } from './random';
import { endIfShieldsGone, updateLevel } from './scoring';
import { spawnObjects } from './spawning';
import { type InputSource, type StepEvents, type StepInput, mergeEvents, noEvents } from './step-io';

// One import for a whole game: the state and its lifecycle, the step's input and events (the benchmark uses it).
export { type Asteroid, type Bullet, type GameState, type Phase, type Planet, type Ship, type TextEffect, backToMenu, createGame, startGame } from './game-state';
export { type StepEvents, type StepInput, NO_INPUT, mergeEvents, noEvents } from './step-io';
export { circleHitsRect } from './collisions';
export { levelForScore } from './scoring';

/** Advances one fixed step. Does nothing unless the game is being played. */
export function step(state: GameState, input: StepInput, random: RandomSource, messages: readonly string[]): StepEvents {
  const events = noEvents();
  if (state.phase !== 'playing') return events;

  ageEffects(state.effects);
  moveShip(state.ship, input);
  moveBullets(state.bullets);
  fireIfReady(state, input);
  moveFallingObjects(state);
  spawnObjects(state, random, messages);
  resolveShots(state, events);
  resolveShipHits(state, events);
  updateLevel(state, events);
  endIfShieldsGone(state, events);

  state.elapsedMs += STEP_MS;
  state.steps++;
  return events;
}

/** Runs a frame's steps, stopping early when the game ends, and returns their events together. */
export function runSteps(state: GameState, steps: number, input: InputSource, random: RandomSource, messages: readonly string[]): StepEvents {
  const events = noEvents();
  for (let i = 0; i < steps && state.phase === 'playing'; i++) {
    mergeEvents(events, step(state, input.next(), random, messages));
  }
  return events;
}
