/**
 * Points, levels and shields: what a hit is worth, when the level rises, and when the game ends (with the
 * high score it may set).
 */
import { PLANET_BLAST_BASE, PLANET_BLAST_PER_ASTEROID, PLANET_POINTS, POINTS_PER_LEVEL, SHIP_HIT_DAMAGE } from './constants';
import type { GameState } from './game-state';
import type { StepEvents } from './step-io';

export function levelForScore(score: number): number {
  return Math.floor(score / POINTS_PER_LEVEL) + 1;
}

/** A shot planet: its blast's points when it took asteroids with it, the plain planet points otherwise. */
export function planetShotPoints(asteroidsBlasted: number): number {
  return asteroidsBlasted > 0 ? PLANET_BLAST_BASE + PLANET_BLAST_PER_ASTEROID * asteroidsBlasted : PLANET_POINTS;
}

export function addPoints(state: GameState, events: StepEvents, points: number): void {
  state.score += points;
  events.scored += points;
}

/** An asteroid hit the ship: it loses shield points, never below 0. */
export function damageShip(state: GameState, events: StepEvents): void {
  state.health = Math.max(0, state.health - SHIP_HIT_DAMAGE);
  events.shipHit = true;
}

/**
 * Per the spec the level follows the score when asteroids are destroyed; a lone planet's points count
 * towards the next level-up but do not trigger one themselves.
 */
export function updateLevel(state: GameState, events: StepEvents): void {
  if (events.asteroidsDestroyed === 0) return;
  const level = levelForScore(state.score);
  if (level > state.level) events.levelUp = true;
  state.level = level;
}

/** No shields left: the game is over, and a beaten high score is recorded. */
export function endIfShieldsGone(state: GameState, events: StepEvents): void {
  if (state.health > 0) return;
  state.phase = 'gameover';
  events.gameOver = true;
  if (state.score > state.highScore) {
    state.highScore = state.score;
    events.newHighScore = true;
  }
}
