import {
  STAR_LIFETIME_MS,
  STAR_MIN_OPACITY,
  STAR_SPAWN_MAX_MS,
  STAR_SPAWN_MIN_MS,
  STAR_UPDATE_INTERVAL_MS,
  advanceStars,
  createStar,
  isFaded,
  isUpdateDue,
  nextSpawnDelay,
  starFrame,
  starOpacity,
} from './shooting-stars';

describe('shooting star lifecycle', () => {
  it('uses the spec timings', () => {
    expect([STAR_SPAWN_MIN_MS, STAR_SPAWN_MAX_MS, STAR_LIFETIME_MS, STAR_UPDATE_INTERVAL_MS, STAR_MIN_OPACITY]).toEqual([
      2000, 5000, 3000, 50, 0.1,
    ]);
  });

  it('spawns a star every 2 to 5 seconds', () => {
    expect(nextSpawnDelay(() => 0)).toBe(2000);
    expect(nextSpawnDelay(() => 0.5)).toBe(3500);
    expect(nextSpawnDelay(() => 0.999999)).toBeCloseTo(5000, 0);
  });

  it('fades from full to nothing over its 3 s life', () => {
    expect(starOpacity(0)).toBe(1);
    expect(starOpacity(1500)).toBeCloseTo(0.5);
    expect(starOpacity(3000)).toBe(0);
    expect(starOpacity(4000)).toBe(0);
  });

  it('is removed once its opacity is below 0.1', () => {
    const star = createStar(1, 1000, 1200, 800, () => 0.5);
    expect(isFaded(star, 1000 + 2700)).toBe(false); // opacity exactly 0.1
    expect(isFaded(star, 1000 + 2701)).toBe(true);
    const { alive, removed } = advanceStars([star, createStar(2, 3000, 1200, 800, () => 0.5)], 3800);
    expect(removed.map((s) => s.id)).toEqual([1]);
    expect(alive.map((s) => s.id)).toEqual([2]);
  });

  it('starts in the upper sky and falls down and to the left', () => {
    const star = createStar(1, 0, 1000, 800, () => 0.5);
    expect(star.x).toBeCloseTo(650);
    expect(star.y).toBeCloseTo(160);
    const start = starFrame(star, 0);
    const later = starFrame(star, 1500);
    expect(start.x).toBeCloseTo(650);
    expect(start.y).toBeCloseTo(160);
    expect(start.opacity).toBe(1);
    expect(later.x).toBeLessThan(start.x);
    expect(later.y).toBeGreaterThan(start.y);
    expect(Math.hypot(later.x - start.x, later.y - start.y)).toBeCloseTo(star.speed * 1500);
  });

  it('updates at most every 50 ms', () => {
    expect(isUpdateDue(1000, 1049)).toBe(false);
    expect(isUpdateDue(1000, 1050)).toBe(true);
  });
});
