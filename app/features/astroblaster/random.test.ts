import { createScriptedRandom, createSeededRandom } from './random';

describe('astroblaster random sources', () => {
  it('repeats the same sequence for the same seed and a different one for another seed', () => {
    const draw = (seed: number) => {
      const random = createSeededRandom(seed);
      return Array.from({ length: 5 }, () => random());
    };
    expect(draw(12345)).toEqual(draw(12345));
    expect(draw(12345)).not.toEqual(draw(12346));
  });

  it('stays in [0, 1) and spreads evenly over 100,000 draws', () => {
    const random = createSeededRandom(99);
    const buckets = new Array<number>(10).fill(0);
    let min = 1;
    let max = 0;
    for (let i = 0; i < 100_000; i++) {
      const value = random();
      min = Math.min(min, value);
      max = Math.max(max, value);
      buckets[Math.floor(value * 10)]++;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    // Each tenth should hold about 10,000 (standard deviation about 95); 500 off is over 5 deviations.
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('accepts any number as a seed', () => {
    for (const seed of [0, -1, 2.5, Number.NaN, 2 ** 40]) {
      const value = createSeededRandom(seed)();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('scripted source returns its values in order, then keeps returning the last', () => {
    const random = createScriptedRandom([0.1, 0.5, 0.9]);
    expect(Array.from({ length: 5 }, () => random())).toEqual([0.1, 0.5, 0.9, 0.9, 0.9]);
    expect(() => createScriptedRandom([])).toThrow();
  });
});
