/**
 * Astroblaster's rules, free of DOM, React and canvas. `step` advances one fixed
 * 1/60 s tick and mutates the state in place, so a frame with a few hundred live
 * objects allocates only what it spawns.
 *
 * Order inside a step (fixed, so scripted random sources in tests stay valid):
 *  1. effects age by one step and expire;
 *  2. the ship moves and is clamped;
 *  3. bullets rise and leave; a held trigger fires when the interval has passed;
 *  4. asteroids and planets fall and leave;
 *  5. spawning draws from `random` in this order: asteroid roll, then if one
 *     spawns its size, x, message, rotation, rotationSpeed; planet roll, then
 *     if one spawns its size, x, colour;
 *  6. bullets hit asteroids, then planets; asteroids hit the ship;
 *  7. level, game over and high score; the clock advances.
 */
import {
  ASTEROID_MAX_ROTATION_SPEED,
  ASTEROID_MAX_SIZE,
  ASTEROID_MIN_SIZE,
  ASTEROID_POINTS,
  BULLET_HEIGHT,
  BULLET_REMOVE_Y,
  BULLET_SPEED,
  BULLET_WIDTH,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  EFFECT_LIFE,
  PLANET_BLAST_BASE,
  PLANET_BLAST_PER_ASTEROID,
  PLANET_BLAST_RADIUS,
  PLANET_COLOURS,
  PLANET_FALL_SPEED,
  PLANET_MAX_SIZE,
  PLANET_MIN_SIZE,
  PLANET_POINTS,
  PLANET_SPAWN_CHANCE,
  POINTS_PER_LEVEL,
  SHIP_HEIGHT,
  SHIP_HIT_DAMAGE,
  SHIP_HIT_EFFECT_LIFE,
  SHIP_HIT_MESSAGE,
  SHIP_SPEED,
  SHIP_START_X,
  SHIP_START_Y,
  SHIP_WIDTH,
  START_HEALTH,
  START_LEVEL,
  STEP_MS,
  TIME_EPSILON_MS,
  asteroidFallSpeed,
  asteroidSpawnChance,
  fireIntervalMs,
} from './constants';
import type { RandomSource } from './random';

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

export interface StepInput {
  left: boolean;
  right: boolean;
  fire: boolean;
  /** extra horizontal movement this step in canvas px (touch drag, already multiplied by 3) */
  moveBy: number;
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

export const NO_INPUT: StepInput = Object.freeze({ left: false, right: false, fire: false, moveBy: 0 });

const SHIP_HALF_WIDTH = SHIP_WIDTH / 2;
const SHIP_HALF_HEIGHT = SHIP_HEIGHT / 2;
const BULLET_HALF_WIDTH = BULLET_WIDTH / 2;
const BULLET_HALF_HEIGHT = BULLET_HEIGHT / 2;
const PLANET_BLAST_RADIUS_SQUARED = PLANET_BLAST_RADIUS * PLANET_BLAST_RADIUS;

export function levelForScore(score: number): number {
  return Math.floor(score / POINTS_PER_LEVEL) + 1;
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

/** Order does not matter for these lists, so removal is O(1). */
function swapRemove<T>(items: T[], index: number): void {
  const last = items.length - 1;
  if (index !== last) items[index] = items[last];
  items.pop();
}

/** Does a circle overlap an axis-aligned rectangle given by its centre and half sizes? */
export function circleHitsRect(cx: number, cy: number, radius: number, rx: number, ry: number, halfWidth: number, halfHeight: number): boolean {
  const dx = Math.abs(cx - rx) - halfWidth;
  const dy = Math.abs(cy - ry) - halfHeight;
  const nearestX = dx > 0 ? dx : 0;
  const nearestY = dy > 0 ? dy : 0;
  return nearestX * nearestX + nearestY * nearestY < radius * radius;
}

function between(random: RandomSource, min: number, max: number): number {
  return min + random() * (max - min);
}

function pick<T>(random: RandomSource, items: readonly T[]): T {
  // min() guards scripted sources that return exactly 1.
  return items[Math.min(Math.floor(random() * items.length), items.length - 1)];
}

function addEffect(state: GameState, x: number, y: number, message: string, life: number, kind: TextEffect['kind']): void {
  state.effects.push({ id: state.nextId++, x, y, message, life, maxLife: life, kind });
}

function ageEffects(effects: TextEffect[]): void {
  for (let i = effects.length - 1; i >= 0; i--) {
    if (--effects[i].life <= 0) swapRemove(effects, i);
  }
}

function moveShip(ship: Ship, input: StepInput): void {
  const drag = Number.isFinite(input.moveBy) ? input.moveBy : 0;
  const dx = (input.right ? SHIP_SPEED : 0) - (input.left ? SHIP_SPEED : 0) + drag;
  // The whole ship stays on the canvas.
  ship.x = Math.min(CANVAS_WIDTH - SHIP_HALF_WIDTH, Math.max(SHIP_HALF_WIDTH, ship.x + dx));
}

function moveBullets(bullets: Bullet[]): void {
  for (let i = bullets.length - 1; i >= 0; i--) {
    const bullet = bullets[i];
    bullet.y -= BULLET_SPEED;
    if (bullet.y < BULLET_REMOVE_Y) swapRemove(bullets, i);
  }
}

function fireIfReady(state: GameState, input: StepInput): void {
  if (!input.fire || state.elapsedMs - state.lastShotMs + TIME_EPSILON_MS < fireIntervalMs(state.level)) return;
  state.lastShotMs = state.elapsedMs;
  const { ship } = state;
  state.bullets.push({
    id: state.nextId++,
    x: ship.x,
    y: ship.y - SHIP_HALF_HEIGHT - BULLET_HALF_HEIGHT,
    width: BULLET_WIDTH,
    height: BULLET_HEIGHT,
  });
}

function moveFallingObjects(state: GameState): void {
  const { asteroids, planets } = state;
  const asteroidSpeed = asteroidFallSpeed(state.level);
  for (let i = asteroids.length - 1; i >= 0; i--) {
    const asteroid = asteroids[i];
    asteroid.y += asteroidSpeed;
    asteroid.rotation += asteroid.rotationSpeed;
    if (asteroid.y - asteroid.size / 2 > CANVAS_HEIGHT) swapRemove(asteroids, i);
  }
  for (let i = planets.length - 1; i >= 0; i--) {
    const planet = planets[i];
    planet.y += PLANET_FALL_SPEED;
    if (planet.y - planet.size / 2 > CANVAS_HEIGHT) swapRemove(planets, i);
  }
}

function spawn(state: GameState, random: RandomSource, messages: readonly string[]): void {
  if (random() < asteroidSpawnChance(state.level)) {
    const size = between(random, ASTEROID_MIN_SIZE, ASTEROID_MAX_SIZE);
    const x = between(random, size / 2, CANVAS_WIDTH - size / 2);
    const message = messages.length > 0 ? pick(random, messages) : '';
    const rotation = random() * Math.PI * 2;
    const rotationSpeed = between(random, -ASTEROID_MAX_ROTATION_SPEED, ASTEROID_MAX_ROTATION_SPEED);
    // Starts just above the top edge, fully hidden.
    state.asteroids.push({ id: state.nextId++, x, y: -size / 2, size, message, rotation, rotationSpeed });
  }
  if (random() < PLANET_SPAWN_CHANCE) {
    const size = between(random, PLANET_MIN_SIZE, PLANET_MAX_SIZE);
    const x = between(random, size / 2, CANVAS_WIDTH - size / 2);
    const colour = pick(random, PLANET_COLOURS);
    state.planets.push({ id: state.nextId++, x, y: -size / 2, size, colour });
  }
}

/** Destroys every asteroid centred within the blast radius; returns how many. */
function blastAsteroidsNear(asteroids: Asteroid[], x: number, y: number): number {
  let count = 0;
  for (let i = asteroids.length - 1; i >= 0; i--) {
    const dx = asteroids[i].x - x;
    const dy = asteroids[i].y - y;
    if (dx * dx + dy * dy <= PLANET_BLAST_RADIUS_SQUARED) {
      swapRemove(asteroids, i);
      count++;
    }
  }
  return count;
}

/** Removes the first asteroid the bullet touches, and scores it. */
function shootAsteroid(state: GameState, bullet: Bullet, events: StepEvents): boolean {
  const { asteroids } = state;
  const bx = bullet.x;
  const by = bullet.y;
  for (let a = 0; a < asteroids.length; a++) {
    const asteroid = asteroids[a];
    // Quick bounding-box reject before the exact test; nearly every pair ends here.
    const reach = asteroid.size / 2 + BULLET_HALF_HEIGHT;
    if (asteroid.x - bx > reach || bx - asteroid.x > reach || asteroid.y - by > reach || by - asteroid.y > reach) continue;
    if (!circleHitsRect(asteroid.x, asteroid.y, asteroid.size / 2, bullet.x, bullet.y, BULLET_HALF_WIDTH, BULLET_HALF_HEIGHT)) continue;
    swapRemove(asteroids, a);
    state.score += ASTEROID_POINTS;
    events.scored += ASTEROID_POINTS;
    events.asteroidsDestroyed++;
    addEffect(state, asteroid.x, asteroid.y, asteroid.message, EFFECT_LIFE, 'asteroid');
    return true;
  }
  return false;
}

/** Removes the first planet the bullet touches; its blast takes nearby asteroids with it. */
function shootPlanet(state: GameState, bullet: Bullet, events: StepEvents): boolean {
  const { planets } = state;
  for (let p = 0; p < planets.length; p++) {
    const planet = planets[p];
    if (!circleHitsRect(planet.x, planet.y, planet.size / 2, bullet.x, bullet.y, BULLET_HALF_WIDTH, BULLET_HALF_HEIGHT)) continue;
    swapRemove(planets, p);
    const blasted = blastAsteroidsNear(state.asteroids, planet.x, planet.y);
    const points = blasted > 0 ? PLANET_BLAST_BASE + PLANET_BLAST_PER_ASTEROID * blasted : PLANET_POINTS;
    if (blasted > 0) {
      events.planetBlast = true;
      events.asteroidsDestroyed += blasted;
    }
    state.score += points;
    events.scored += points;
    addEffect(state, planet.x, planet.y, `+${points}`, EFFECT_LIFE, 'planet');
    return true;
  }
  return false;
}

function shootThings(state: GameState, events: StepEvents): void {
  const { bullets } = state;
  // Backwards, so swapping the last bullet into a removed slot brings one already checked.
  for (let b = bullets.length - 1; b >= 0; b--) {
    const bullet = bullets[b];
    if (shootAsteroid(state, bullet, events) || shootPlanet(state, bullet, events)) swapRemove(bullets, b);
  }
}

function hitShip(state: GameState, events: StepEvents): void {
  const { ship, asteroids } = state;
  for (let a = asteroids.length - 1; a >= 0 && state.health > 0; a--) {
    const asteroid = asteroids[a];
    if (!circleHitsRect(asteroid.x, asteroid.y, asteroid.size / 2, ship.x, ship.y, SHIP_HALF_WIDTH, SHIP_HALF_HEIGHT)) continue;
    swapRemove(asteroids, a);
    state.health = Math.max(0, state.health - SHIP_HIT_DAMAGE);
    events.shipHit = true;
    addEffect(state, ship.x, ship.y - SHIP_HALF_HEIGHT, SHIP_HIT_MESSAGE, SHIP_HIT_EFFECT_LIFE, 'ship');
  }
}

/** Advances one fixed step. Does nothing unless the game is being played. */
export function step(state: GameState, input: StepInput, random: RandomSource, messages: readonly string[]): StepEvents {
  const events = noEvents();
  if (state.phase !== 'playing') return events;

  ageEffects(state.effects);
  moveShip(state.ship, input);
  moveBullets(state.bullets);
  fireIfReady(state, input);
  moveFallingObjects(state);
  spawn(state, random, messages);
  shootThings(state, events);
  hitShip(state, events);

  // Per the spec the level follows the score when asteroids are destroyed; a lone planet's
  // points count towards the next level-up but do not trigger one themselves.
  if (events.asteroidsDestroyed > 0) {
    const level = levelForScore(state.score);
    if (level > state.level) events.levelUp = true;
    state.level = level;
  }

  if (state.health <= 0) {
    state.phase = 'gameover';
    events.gameOver = true;
    if (state.score > state.highScore) {
      state.highScore = state.score;
      events.newHighScore = true;
    }
  }

  state.elapsedMs += STEP_MS;
  state.steps++;
  return events;
}
