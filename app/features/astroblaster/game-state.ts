/**
 * What is on the field and the numbers of a game: the shapes of the objects, the game state the engine
 * mutates step by step, and the three ways a game begins or ends (create, start, back to the menu).
 */
import { SHIP_HEIGHT, SHIP_START_X, SHIP_START_Y, SHIP_WIDTH, START_HEALTH, START_LEVEL } from './constants';

export type Phase = 'menu' | 'playing' | 'gameover';

/** x, y = centre. */
export interface Ship {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** x, y = centre. */
export interface Bullet {
  id: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** x, y = centre; radius = size / 2; rotation in radians. */
export interface Asteroid {
  id: number;
  x: number;
  y: number;
  size: number;
  message: string;
  rotation: number;
  rotationSpeed: number;
}

/** x, y = centre; radius = size / 2. */
export interface Planet {
  id: number;
  x: number;
  y: number;
  size: number;
  colour: string;
}

/** Floating text; fade it with life / maxLife. */
export interface TextEffect {
  id: number;
  x: number;
  y: number;
  message: string;
  life: number;
  maxLife: number;
  kind: 'asteroid' | 'planet' | 'ship';
}

export interface GameState {
  phase: Phase;
  ship: Ship;
  bullets: Bullet[];
  asteroids: Asteroid[];
  planets: Planet[];
  effects: TextEffect[];
  score: number;
  level: number;
  health: number;
  highScore: number;
  /** Game time of the current game, in ms (STEP_MS per step). */
  elapsedMs: number;
  /** elapsedMs of the last shot; -Infinity before the first, so it fires at once. */
  lastShotMs: number;
  nextId: number;
  /** Steps run in the current game. */
  steps: number;
}

export function createGame(highScore = 0): GameState {
  return {
    phase: 'menu',
    ship: { x: SHIP_START_X, y: SHIP_START_Y, width: SHIP_WIDTH, height: SHIP_HEIGHT },
    bullets: [],
    asteroids: [],
    planets: [],
    effects: [],
    score: 0,
    level: START_LEVEL,
    health: START_HEALTH,
    highScore: Number.isSafeInteger(highScore) && highScore > 0 ? highScore : 0,
    elapsedMs: 0,
    lastShotMs: Number.NEGATIVE_INFINITY,
    nextId: 1,
    steps: 0,
  };
}

function clearObjects(state: GameState): void {
  // Truncate rather than replace, so the arrays keep their backing stores.
  state.bullets.length = 0;
  state.asteroids.length = 0;
  state.planets.length = 0;
  state.effects.length = 0;
  state.ship.x = SHIP_START_X;
  state.ship.y = SHIP_START_Y;
}

/** Start, Restart and Play Again: a fresh game that keeps the high score. */
export function startGame(state: GameState): void {
  clearObjects(state);
  state.phase = 'playing';
  state.score = 0;
  state.level = START_LEVEL;
  state.health = START_HEALTH;
  state.elapsedMs = 0;
  state.lastShotMs = Number.NEGATIVE_INFINITY;
  state.steps = 0;
}

/** Clears the field and puts the ship back; score, level and health stay for the menu to show. */
export function backToMenu(state: GameState): void {
  clearObjects(state);
  state.phase = 'menu';
}

/** The field's lists are unordered, so an object leaves in O(1): the last one takes its slot. */
export function removeAt<T>(items: T[], index: number): void {
  const last = items.length - 1;
  if (index !== last) items[index] = items[last];
  items.pop();
}
