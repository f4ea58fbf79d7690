import { BASE_RETRY_DELAY_MS, MAX_ATTEMPTS, MAX_RETRY_DELAY_MS, nextStep, outcomeOfStatus, retryDelayMs } from './delivery-policy';

const now = new Date('2026-11-23T10:00:00Z');
const almostOne = () => 1 - Number.EPSILON;

describe('delivery policy', () => {
  it('retries only what may pass', () => {
    expect(outcomeOfStatus(200)).toEqual({ kind: 'delivered' });
    expect(outcomeOfStatus(204)).toEqual({ kind: 'delivered' });
    for (const status of [408, 429, 500, 502, 503, 504]) expect(outcomeOfStatus(status).kind).toBe('retry');
    for (const status of [400, 401, 403, 404, 410, 422]) expect(outcomeOfStatus(status).kind).toBe('refused');
    expect(outcomeOfStatus(422, 'Unprocessable Entity')).toEqual({ kind: 'refused', error: 'HTTP 422 Unprocessable Entity' });
  });

  it('backs off exponentially with full jitter, within bounds', () => {
    expect(retryDelayMs(1, almostOne)).toBe(BASE_RETRY_DELAY_MS - 1);
    expect(retryDelayMs(2, () => 0.5)).toBe(BASE_RETRY_DELAY_MS);
    expect(retryDelayMs(4, almostOne)).toBe(8 * BASE_RETRY_DELAY_MS - 1);
    expect(retryDelayMs(20, almostOne)).toBe(MAX_RETRY_DELAY_MS - 1);
    expect(retryDelayMs(3, () => 0)).toBe(1000);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelayMs(5)));
    expect(spread.size).toBeGreaterThan(40);
  });

  it('decides the next step: delivered, retry later, failed for good, or dead after the last attempt', () => {
    expect(nextStep(1, { kind: 'delivered' }, now)).toEqual({ action: 'delivered' });
    expect(nextStep(1, { kind: 'refused', error: 'HTTP 400' }, now)).toEqual({ action: 'give-up', status: 'failed', error: 'HTTP 400' });
    const retry = nextStep(2, { kind: 'retry', error: 'HTTP 503' }, now, () => 0.5);
    expect(retry).toEqual({ action: 'retry', at: new Date(now.getTime() + BASE_RETRY_DELAY_MS), error: 'HTTP 503' });
    expect(nextStep(MAX_ATTEMPTS, { kind: 'retry', error: 'timeout' }, now)).toEqual({
      action: 'give-up',
      status: 'dead',
      error: `timeout (gave up after ${MAX_ATTEMPTS} attempts)`,
    });
  });
});
