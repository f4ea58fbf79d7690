/**
 * Trying again until something works: the lead store that cannot be opened yet, a store thread that stopped,
 * a database that went away. The wait doubles after each failure up to a ceiling, with jitter so instances
 * that failed together do not all come back at the same moment. It never gives up; only its signal stops it.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface RetrySchedule {
  /** The wait after the first failure. */
  firstMs: number;
  /** The longest wait. */
  maxMs: number;
  /** The dice for the jitter (tests pass their own). */
  random?: () => number;
}

/** The lead store's schedule: 1 s, 2 s, 4 s … up to 30 s between tries. */
export const STORE_RETRY: RetrySchedule = { firstMs: 1000, maxMs: 30_000 };

/**
 * How long to wait after the given try (1 for the first) failed: between half the step and the whole of it,
 * so the wait is never near zero and still spreads out.
 */
export function retryDelayMs(tries: number, { firstMs, maxMs, random = Math.random }: RetrySchedule): number {
  const step = Math.min(maxMs, firstMs * 2 ** Math.max(0, tries - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

export interface KeepTryingOptions {
  schedule: RetrySchedule;
  /** Stops the tries (between two of them); the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Told of the first failure and of each failure unlike the one before, not of every retry: a loop that
   * fails the same way for an hour says so once.
   */
  onNewFailure?: (error: unknown, tries: number) => void;
}

const failureText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Runs `attempt` until it resolves, waiting longer after each failure; resolves with its value. */
export async function keepTrying<T>(attempt: (tries: number) => Promise<T>, { schedule, signal, onNewFailure }: KeepTryingOptions): Promise<T> {
  let lastFailure: string | undefined;
  for (let tries = 1; ; tries += 1) {
    signal?.throwIfAborted();
    try {
      return await attempt(tries);
    } catch (error) {
      const failure = failureText(error);
      if (failure !== lastFailure) onNewFailure?.(error, tries);
      lastFailure = failure;
    }
    // Unref'd: a retry loop alone never keeps the process running.
    await sleep(retryDelayMs(tries, schedule), undefined, { signal, ref: false });
  }
}
