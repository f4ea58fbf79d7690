import { CANVAS_HEIGHT, CANVAS_WIDTH } from './constants';
import { createSeededRandom } from './random';
import { backingStoreSize, createStarfield } from './renderer';

describe('astroblaster canvas', () => {
  it('sizes the backing store in device pixels, rounded and never 0', () => {
    expect(backingStoreSize(400, 300, 2)).toEqual({ width: 800, height: 600 });
    expect(backingStoreSize(333.3, 250, 1.5)).toEqual({ width: 500, height: 375 });
    expect(backingStoreSize(400, 300, 0)).toEqual({ width: 400, height: 300 });
    expect(backingStoreSize(0, 0, 2)).toEqual({ width: 1, height: 1 });
  });

  it('scatters stars over the whole field, four numbers each: x, y, size 0.5–2 px and drift 0.2–1 px per step', () => {
    const stars = createStarfield(createSeededRandom(3));
    expect(stars).toHaveLength(90 * 4);
    for (let i = 0; i < stars.length; i += 4) {
      expect(stars[i]).toBeGreaterThanOrEqual(0);
      expect(stars[i]).toBeLessThan(CANVAS_WIDTH);
      expect(stars[i + 1]).toBeGreaterThanOrEqual(0);
      expect(stars[i + 1]).toBeLessThan(CANVAS_HEIGHT);
      expect(stars[i + 2]).toBeGreaterThanOrEqual(0.5);
      expect(stars[i + 2]).toBeLessThanOrEqual(2);
      expect(stars[i + 3]).toBeGreaterThanOrEqual(0.2);
      expect(stars[i + 3]).toBeLessThanOrEqual(1);
    }
    const [x, y, size, drift] = createStarfield(() => 0.5, 1);
    expect([x, y, size]).toEqual([CANVAS_WIDTH / 2, CANVAS_HEIGHT / 2, 1.25]);
    expect(drift).toBeCloseTo(0.6, 6);
  });
});
