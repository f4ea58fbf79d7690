/**
 * How things move in one step: the ship steers and stays on the canvas, bullets rise and a held trigger
 * fires once the level's interval has passed, asteroids and planets fall. Objects that leave the canvas
 * are removed.
 */
import {
  BULLET_HEIGHT,
  BULLET_REMOVE_Y,
  BULLET_SPEED,
  BULLET_WIDTH,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  PLANET_FALL_SPEED,
  SHIP_SPEED,
  TIME_EPSILON_MS,
  asteroidFallSpeed,
  fireIntervalMs,
  BULLET_HALF_HEIGHT,
  SHIP_HALF_HEIGHT,
  SHIP_HALF_WIDTH,
} from './constants';
import { type Bullet, type GameState, type Ship, removeAt } from './game-state';
import type { StepInput } from './step-io';


export function moveShip(ship: Ship, input: StepInput): void {
  const drag = Number.isFinite(input.moveBy) ? input.moveBy : 0;
  const dx = (input.right ? SHIP_SPEED : 0) - (input.left ? SHIP_SPEED : 0) + drag;
  // The whole ship stays on the canvas.
  ship.x = Math.min(CANVAS_WIDTH - SHIP_HALF_WIDTH, Math.max(SHIP_HALF_WIDTH, ship.x + dx));
}

export function moveBullets(bullets: Bullet[]): void {
  for (let i = bullets.length - 1; i >= 0; i--) {
    const bullet = bullets[i];
    bullet.y -= BULLET_SPEED;
    if (bullet.y < BULLET_REMOVE_Y) removeAt(bullets, i);
  }
}

/** A held trigger fires from the ship's nose when the level's fire interval has passed since the last shot. */
export function fireIfReady(state: GameState, input: StepInput): void {
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

/** Asteroids fall (faster at higher levels) and spin, planets fall; both leave once fully below the canvas. */
export function moveFallingObjects(state: GameState): void {
  const { asteroids, planets } = state;
  const asteroidSpeed = asteroidFallSpeed(state.level);
  for (let i = asteroids.length - 1; i >= 0; i--) {
    const asteroid = asteroids[i];
    asteroid.y += asteroidSpeed;
    asteroid.rotation += asteroid.rotationSpeed;
    if (asteroid.y - asteroid.size / 2 > CANVAS_HEIGHT) removeAt(asteroids, i);
  }
  for (let i = planets.length - 1; i >= 0; i--) {
    const planet = planets[i];
    planet.y += PLANET_FALL_SPEED;
    if (planet.y - planet.size / 2 > CANVAS_HEIGHT) removeAt(planets, i);
  }
}
