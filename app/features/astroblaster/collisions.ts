/**
 * What touches what in one step: bullets hit asteroids, then planets (whose blast takes nearby asteroids
 * with it); asteroids hit the ship. Each hit removes what was hit and is scored or costs a shield.
 */
import {
  ASTEROID_POINTS,
  EFFECT_LIFE,
  PLANET_BLAST_RADIUS,
  SHIP_HIT_EFFECT_LIFE,
  SHIP_HIT_MESSAGE,
  BULLET_HALF_HEIGHT,
  BULLET_HALF_WIDTH,
  SHIP_HALF_HEIGHT,
  SHIP_HALF_WIDTH,
} from './constants';
import { addEffect } from './effects';
import { type Asteroid, type Bullet, type GameState, removeAt } from './game-state';
import { addPoints, damageShip, planetShotPoints } from './scoring';
import type { StepEvents } from './step-io';

const PLANET_BLAST_RADIUS_SQUARED = PLANET_BLAST_RADIUS * PLANET_BLAST_RADIUS;

/** Does a circle overlap an axis-aligned rectangle given by its centre and half sizes? */
export function circleHitsRect(cx: number, cy: number, radius: number, rx: number, ry: number, halfWidth: number, halfHeight: number): boolean {
  const dx = Math.abs(cx - rx) - halfWidth;
  const dy = Math.abs(cy - ry) - halfHeight;
  const nearestX = dx > 0 ? dx : 0;
  const nearestY = dy > 0 ? dy : 0;
  return nearestX * nearestX + nearestY * nearestY < radius * radius;
}

/** Destroys every asteroid centred within the blast radius of (x, y); returns how many. */
export function blastAsteroidsNear(asteroids: Asteroid[], x: number, y: number): number {
  let count = 0;
  for (let i = asteroids.length - 1; i >= 0; i--) {
    const dx = asteroids[i].x - x;
    const dy = asteroids[i].y - y;
    if (dx * dx + dy * dy <= PLANET_BLAST_RADIUS_SQUARED) {
      removeAt(asteroids, i);
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
    removeAt(asteroids, a);
    addPoints(state, events, ASTEROID_POINTS);
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
    removeAt(planets, p);
    const blasted = blastAsteroidsNear(state.asteroids, planet.x, planet.y);
    const points = planetShotPoints(blasted);
    if (blasted > 0) {
      events.planetBlast = true;
      events.asteroidsDestroyed += blasted;
    }
    addPoints(state, events, points);
    addEffect(state, planet.x, planet.y, `+${points}`, EFFECT_LIFE, 'planet');
    return true;
  }
  return false;
}

/** Each bullet takes at most one thing: an asteroid if it touches one, else a planet. */
export function resolveShots(state: GameState, events: StepEvents): void {
  const { bullets } = state;
  // Backwards, so swapping the last bullet into a removed slot brings one already checked.
  for (let b = bullets.length - 1; b >= 0; b--) {
    const bullet = bullets[b];
    if (shootAsteroid(state, bullet, events) || shootPlanet(state, bullet, events)) removeAt(bullets, b);
  }
}

/** Every asteroid touching the ship is destroyed and costs a shield, until none are left. */
export function resolveShipHits(state: GameState, events: StepEvents): void {
  const { ship, asteroids } = state;
  for (let a = asteroids.length - 1; a >= 0 && state.health > 0; a--) {
    const asteroid = asteroids[a];
    if (!circleHitsRect(asteroid.x, asteroid.y, asteroid.size / 2, ship.x, ship.y, SHIP_HALF_WIDTH, SHIP_HALF_HEIGHT)) continue;
    removeAt(asteroids, a);
    damageShip(state, events);
    addEffect(state, ship.x, ship.y - SHIP_HALF_HEIGHT, SHIP_HIT_MESSAGE, SHIP_HIT_EFFECT_LIFE, 'ship');
  }
}
