import { CHARACTER_SIZE_PX, RAIN_GLYPHS, RAIN_TICK_MS, RESTART_CHANCE, createRain, pickGlyph, stepRain } from './falling-characters';

/** A repeatable source of randomness. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('falling characters', () => {
  it('uses the spec constants: 14 px characters, a 50 ms tick', () => {
    expect(CHARACTER_SIZE_PX).toBe(14);
    expect(RAIN_TICK_MS).toBe(50);
  });

  it('fills the canvas with 14 px columns and rows, each column starting at or above the top', () => {
    const rain = createRain(700, 300, seeded(1));
    expect(rain.columns).toBe(50);
    expect(rain.rows).toBe(22);
    expect(rain.heads).toHaveLength(50);
    for (const head of rain.heads) {
      expect(head).toBeLessThanOrEqual(0);
      expect(head).toBeGreaterThan(-22);
    }
  });

  it('moves every column down one row per tick and draws only characters inside the canvas', () => {
    const rain = createRain(42, 42, () => 0); // 3 × 3 cells, all heads at row 0
    expect(rain.heads).toEqual([0, 0, 0]);
    const first = stepRain(rain, () => 0);
    expect(first.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [14, 0],
      [28, 0],
    ]);
    expect(rain.heads).toEqual([1, 1, 1]);
    stepRain(rain, () => 0.5);
    stepRain(rain, () => 0.5);
    expect(rain.heads).toEqual([3, 3, 3]);
    expect(stepRain(rain, () => 0.5)).toEqual([]);
  });

  it('starts a column over at the top only by chance once it has left the canvas', () => {
    const rain = { columns: 2, rows: 3, heads: [3, 3] };
    stepRain(rain, () => RESTART_CHANCE + 0.01);
    expect(rain.heads).toEqual([3, 3]);
    stepRain(rain, () => RESTART_CHANCE / 2);
    expect(rain.heads).toEqual([0, 0]);
  });

  it('draws characters from its glyph set', () => {
    const random = seeded(7);
    for (let i = 0; i < 100; i += 1) expect(RAIN_GLYPHS).toContain(pickGlyph(random));
    expect(pickGlyph(() => 0.999999)).toBe(RAIN_GLYPHS.at(-1));
  });
});
