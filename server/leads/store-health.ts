/**
 * Whether the open lead store answers: every call on it reports back, a failed call has it probed, and once
 * it stops answering it is pinged with backoff until it answers again, so the outbox can rest meanwhile and
 * /readyz can say so.
 */
import { errorField } from '../log';
import { keepTrying, type RetrySchedule } from './retry';
import type { LeadStore } from './store';

/** Rejects when `promise` has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What one call on the store tells once it has settled. */
interface CallReport {
  answered(): void;
  failed(): void;
}

/** The store with each call (but close and ping) reporting how it went, through a report begun as the call is. */
function reportingEachCall(inner: LeadStore, callBegun: () => CallReport): LeadStore {
  const view: Record<string, unknown> = { ...inner };
  for (const [name, value] of Object.entries(inner)) {
    if (typeof value !== 'function' || name === 'close' || name === 'ping') continue;
    view[name] = (...args: unknown[]) => {
      const report = callBegun();
      return Promise.resolve((value as (...values: unknown[]) => unknown).apply(inner, args)).then(
        (result) => {
          report.answered();
          return result;
        },
        (error: unknown) => {
          report.failed();
          throw error;
        },
      );
    };
  }
  return view as unknown as LeadStore;
}

export interface StoreHealthOptions {
  /** The store as callers use it, once it is open. */
  current: () => LeadStore | undefined;
  /** Aborted when the keeper stops: nothing is reported or probed after that. */
  stopping: AbortSignal;
  retry: RetrySchedule;
  probeTimeoutMs: number;
  probeCacheMs: number;
  log: (message: string) => void;
  onLost: () => void;
  onBack: () => void;
}

export interface StoreHealth {
  /** The store with each call reporting back (see `reportingEachCall`). */
  watched(inner: LeadStore): LeadStore;
  /** Whether the store answers now: a probe with a short timeout, its answer reused for a moment. */
  answers(): Promise<boolean>;
  /** Ends the tries to reach a store that stopped answering. */
  stopWatching(): void;
}

export function watchStoreHealth({ current, stopping, retry, probeTimeoutMs, probeCacheMs, log, onLost, onBack }: StoreHealthOptions): StoreHealth {
  /** False while the open store does not answer. */
  let answering = true;
  /** Counts the times it stopped answering, so only a call begun since the last one can say it is back. */
  let losses = 0;
  /** Ends the tries to reach a store that stopped answering, once it answers by any way. */
  let watching: AbortController | undefined;
  let lastProbe: { at: number; answers: boolean } | undefined;
  let probing: Promise<boolean> | undefined;

  function markAnswering() {
    lastProbe = { at: performance.now(), answers: true };
    if (answering || stopping.aborted) return;
    answering = true;
    watching?.abort();
    watching = undefined;
    log('the lead store answers again.');
    onBack();
  }

  function markLost(error: unknown) {
    lastProbe = { at: performance.now(), answers: false };
    if (!answering || stopping.aborted) return;
    answering = false;
    losses += 1;
    log(`the lead store does not answer: ${errorField(error).message}. Forms answer 503 until it does.`);
    onLost();
    // Without visitors or a load balancer asking, this is what notices it is back.
    const lostStore = current()!;
    const watch = (watching = new AbortController());
    const signal = AbortSignal.any([watch.signal, stopping]);
    keepTrying(() => within(lostStore.ping(), probeTimeoutMs, 'the lead store'), { schedule: retry, signal }).then(markAnswering, () => {});
  }

  function probe(): Promise<boolean> {
    const probed = current();
    if (!probed || stopping.aborted) return Promise.resolve(false);
    probing ??= within(probed.ping(), probeTimeoutMs, 'the lead store')
      .then(
        () => {
          markAnswering();
          return true;
        },
        (error: unknown) => {
          markLost(error);
          return false;
        },
      )
      .finally(() => (probing = undefined));
    return probing;
  }

  // Most failed calls are the call's own (a broken constraint), but a store that stopped answering is
  // found out so; a call begun and answered while the store was thought lost says it is back.
  function callBegun(): CallReport {
    const lossesBefore = losses;
    return {
      answered: () => {
        if (!answering && losses === lossesBefore) markAnswering();
      },
      failed: () => {
        if (answering) void probe();
      },
    };
  }

  return {
    watched: (inner) => reportingEachCall(inner, callBegun),
    answers() {
      if (lastProbe && performance.now() - lastProbe.at < probeCacheMs) return Promise.resolve(lastProbe.answers);
      return probe();
    },
    stopWatching() {
      watching?.abort();
    },
  };
}
