/** Injected randomness, so tests and the benchmark can replay a game exactly. */

/** Returns a number uniform in [0, 1), like Math.random (which production passes). */
export type RandomSource = () => number;

/** mulberry32: tiny, fast, and good enough for spawning rocks. */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns the given values in order, then keeps repeating the last one. For tests. */
export function createScriptedRandom(values: readonly number[]): RandomSource {
  if (values.length === 0) throw new Error('createScriptedRandom needs at least one value');
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)];
}
