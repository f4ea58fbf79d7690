/**
 * Lifecycle of the decorative shooting stars (SPEC §9): a new star every 2 to 5 s, each living 3 s
 * while it fades, positions updated at most every 50 ms, removed once its opacity is below 0.1.
 * Pure: the component feeds it the clock and Math.random.
 */

export const STAR_SPAWN_MIN_MS = 2000;
export const STAR_SPAWN_MAX_MS = 5000;
export const STAR_LIFETIME_MS = 3000;
export const STAR_UPDATE_INTERVAL_MS = 50;
export const STAR_MIN_OPACITY = 0.1;

export interface ShootingStar {
  id: number;
  bornAt: number;
  /** Where the head starts, px from the container's top-left corner. */
  x: number;
  y: number;
  /** Direction of flight, radians (screen coordinates: y grows downwards). */
  angle: number;
  /** px per ms. */
  speed: number;
  /** Length of the tail, px. */
  length: number;
}

export interface StarFrame {
  x: number;
  y: number;
  opacity: number;
}

export type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/** Wait before the next star, 2000 to 5000 ms. */
export function nextSpawnDelay(random: Random = Math.random): number {
  return between(random, STAR_SPAWN_MIN_MS, STAR_SPAWN_MAX_MS);
}

/** A star starting in the upper part of the sky and falling down and to the left. */
export function createStar(id: number, now: number, width: number, height: number, random: Random = Math.random): ShootingStar {
  const travel = between(random, 0.35, 0.6) * Math.max(width, 320);
  return {
    id,
    bornAt: now,
    x: between(random, 0.3, 1) * width,
    y: between(random, 0, 0.4) * height,
    angle: (between(random, 135, 155) * Math.PI) / 180,
    speed: travel / STAR_LIFETIME_MS,
    length: between(random, 80, 140),
  };
}

/** Opacity at a given age: full at birth, fading linearly to nothing at the end of its life. */
export function starOpacity(ageMs: number): number {
  if (ageMs <= 0) return 1;
  if (ageMs >= STAR_LIFETIME_MS) return 0;
  return (STAR_LIFETIME_MS - ageMs) / STAR_LIFETIME_MS;
}

export function starFrame(star: ShootingStar, now: number): StarFrame {
  const age = Math.max(0, now - star.bornAt);
  const distance = star.speed * Math.min(age, STAR_LIFETIME_MS);
  return {
    x: star.x + Math.cos(star.angle) * distance,
    y: star.y + Math.sin(star.angle) * distance,
    opacity: starOpacity(age),
  };
}

export function isFaded(star: ShootingStar, now: number): boolean {
  return starOpacity(now - star.bornAt) < STAR_MIN_OPACITY;
}

/** Splits the stars into those still shining and those to remove. */
export function advanceStars(stars: ShootingStar[], now: number): { alive: ShootingStar[]; removed: ShootingStar[] } {
  const alive: ShootingStar[] = [];
  const removed: ShootingStar[] = [];
  for (const star of stars) (isFaded(star, now) ? removed : alive).push(star);
  return { alive, removed };
}

/** Whether enough time has passed since the last update to draw again (at most every 50 ms). */
export function isUpdateDue(lastUpdateAt: number, now: number): boolean {
  return now - lastUpdateAt >= STAR_UPDATE_INTERVAL_MS;
}
