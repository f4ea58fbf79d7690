/**
 * When to try a delivery again: exponential backoff with full jitter (so instances that failed together
 * do not retry together), only for failures that may pass (a network error, a timeout, 408, 429, 5xx).
 * Any other refusal is final and shown to the owner; after the last attempt a delivery is dead.
 */

/** Attempts per delivery before it is dead-lettered: 8 spans about 2 hours at most. */
export const MAX_ATTEMPTS = 8;
export const BASE_RETRY_DELAY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** Never retry sooner than this, whatever the dice say. */
const MIN_RETRY_DELAY_MS = 1_000;

export type AttemptOutcome =
  | { kind: 'delivered' }
  /** Failed in a way that may pass: try again later. */
  | { kind: 'retry'; error: string }
  /** Refused for good by the target (a 4xx other than 408 and 429, a rejected address). */
  | { kind: 'refused'; error: string };

export type NextStep =
  | { action: 'delivered' }
  | { action: 'retry'; at: Date; error: string }
  | { action: 'give-up'; status: 'failed' | 'dead'; error: string };

/** How long to wait after the given attempt (1 for the first) failed. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_DELAY_MS, BASE_RETRY_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.max(MIN_RETRY_DELAY_MS, Math.floor(random() * ceiling));
}

/** An HTTP answer from a webhook, as an outcome. */
export function outcomeOfStatus(status: number, statusText = ''): AttemptOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  const error = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', error };
  return { kind: 'refused', error };
}

export function nextStep(attempts: number, outcome: AttemptOutcome, now: Date, random: () => number = Math.random): NextStep {
  if (outcome.kind === 'delivered') return { action: 'delivered' };
  if (outcome.kind === 'refused') return { action: 'give-up', status: 'failed', error: outcome.error };
  if (attempts >= MAX_ATTEMPTS) return { action: 'give-up', status: 'dead', error: `${outcome.error} (gave up after ${attempts} attempts)` };
  return { action: 'retry', at: new Date(now.getTime() + retryDelayMs(attempts, random)), error: outcome.error };
}
