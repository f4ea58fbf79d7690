import { keepTrying, retryDelayMs, STORE_RETRY } from './retry';

describe('the retry schedule', () => {
  it('doubles from the first wait up to the ceiling', () => {
    const longest = { ...STORE_RETRY, random: () => 1 };
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((tries) => retryDelayMs(tries, longest))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('spreads each wait between half the step and the whole of it', () => {
    expect(retryDelayMs(3, { ...STORE_RETRY, random: () => 0 })).toBe(2000);
    for (let tries = 1; tries <= 10; tries += 1) {
      const step = Math.min(30_000, 1000 * 2 ** (tries - 1));
      const delay = retryDelayMs(tries, STORE_RETRY);
      expect(delay).toBeGreaterThanOrEqual(step / 2);
      expect(delay).toBeLessThanOrEqual(step);
    }
  });

  it('tries until it works, telling of each new failure once, and stops when told to', async () => {
    const failures = ['refused', 'refused', 'starting up', 'starting up', 'refused'];
    const told: Array<[string, number]> = [];
    const value = await keepTrying(
      async (tries) => {
        if (tries <= failures.length) throw new Error(failures[tries - 1]);
        return tries;
      },
      { schedule: { firstMs: 1, maxMs: 4 }, onNewFailure: (error, tries) => told.push([(error as Error).message, tries]) },
    );
    expect(value).toBe(6);
    expect(told).toEqual([['refused', 1], ['starting up', 3], ['refused', 5]]);

    const stopping = new AbortController();
    let tries = 0;
    const endless = keepTrying(
      async () => {
        tries += 1;
        if (tries === 3) stopping.abort();
        throw new Error('refused');
      },
      { schedule: { firstMs: 1, maxMs: 1 }, signal: stopping.signal },
    );
    await expect(endless).rejects.toThrow(/abort/i);
    expect(tries).toBe(3);
  });
});
