/** What one engine step takes in (the visitor's input) and what it reports back (its events). */

export interface StepInput {
  left: boolean;
  right: boolean;
  fire: boolean;
  /** extra horizontal movement this step in canvas px (touch drag, already multiplied by 3) */
  moveBy: number;
}

export const NO_INPUT: StepInput = Object.freeze({ left: false, right: false, fire: false, moveBy: 0 });

/** Hands out the input of each step in turn (the page's InputState, a fixed input in tests). */
export interface InputSource {
  next(): StepInput;
}

export interface StepEvents {
  /** Points gained this step. */
  scored: number;
  /** Asteroids shot or blasted this step (not those that hit the ship). */
  asteroidsDestroyed: number;
  planetBlast: boolean;
  shipHit: boolean;
  levelUp: boolean;
  gameOver: boolean;
  newHighScore: boolean;
}

/** Events of a step in which nothing happened (also the start of a frame's tally). */
export function noEvents(): StepEvents {
  return { scored: 0, asteroidsDestroyed: 0, planetBlast: false, shipHit: false, levelUp: false, gameOver: false, newHighScore: false };
}

/** Adds one step's events to a running tally (a frame may run several steps). */
export function mergeEvents(into: StepEvents, from: StepEvents): void {
  into.scored += from.scored;
  into.asteroidsDestroyed += from.asteroidsDestroyed;
  into.planetBlast ||= from.planetBlast;
  into.shipHit ||= from.shipHit;
  into.levelUp ||= from.levelUp;
  into.gameOver ||= from.gameOver;
  into.newHighScore ||= from.newHighScore;
}
