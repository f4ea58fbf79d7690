/**
 * New asteroids and planets at the top of the field. The draws from `random` come in a fixed order, so a
 * scripted source in tests and a seed in the benchmark replay exactly: the asteroid roll, then if one
 * spawns its size, x, message, rotation and rotation speed; the planet roll, then if one spawns its size,
 * x and colour.
 */
import {
  ASTEROID_MAX_ROTATION_SPEED,
  ASTEROID_MAX_SIZE,
  ASTEROID_MIN_SIZE,
  CANVAS_WIDTH,
  PLANET_COLOURS,
  PLANET_MAX_SIZE,
  PLANET_MIN_SIZE,
  PLANET_SPAWN_CHANCE,
  asteroidSpawnChance,
} from './constants';
import type { GameState } from './game-state';
import type { RandomSource } from './random';

/** A number in [min, max) from one draw. */
export function between(random: RandomSource, min: number, max: number): number {
  return min + random() * (max - min);
}

/** One of `items` from one draw. */
export function pick<T>(random: RandomSource, items: readonly T[]): T {
  // min() guards scripted sources that return exactly 1.
  return items[Math.min(Math.floor(random() * items.length), items.length - 1)];
}

/** Maybe an asteroid carrying one of `messages`, maybe a planet; each starts just above the top edge, fully hidden. */
export function spawnObjects(state: GameState, random: RandomSource, messages: readonly string[]): void {
  if (random() < asteroidSpawnChance(state.level)) {
    const size = between(random, ASTEROID_MIN_SIZE, ASTEROID_MAX_SIZE);
    const x = between(random, size / 2, CANVAS_WIDTH - size / 2);
    const message = messages.length > 0 ? pick(random, messages) : '';
    const rotation = random() * Math.PI * 2;
    const rotationSpeed = between(random, -ASTEROID_MAX_ROTATION_SPEED, ASTEROID_MAX_ROTATION_SPEED);
    state.asteroids.push({ id: state.nextId++, x, y: -size / 2, size, message, rotation, rotationSpeed });
  }
  if (random() < PLANET_SPAWN_CHANCE) {
    const size = between(random, PLANET_MIN_SIZE, PLANET_MAX_SIZE);
    const x = between(random, size / 2, CANVAS_WIDTH - size / 2);
    const colour = pick(random, PLANET_COLOURS);
    state.planets.push({ id: state.nextId++, x, y: -size / 2, size, colour });
  }
}
