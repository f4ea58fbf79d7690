/**
 * Keeps the lead store open for the lead service. The store is opened beside the server and, while it cannot
 * be (a database that is down or not ready for the migrations, a store thread that fails to start), opened
 * again with backoff until it is, however long that takes. Once open, the store reconnects by itself (the
 * PostgreSQL pool connects per query; the embedded store's thread is started again); the keeper watches
 * whether it answers, so the outbox rests while the database is away and resumes once it is back, and
 * /readyz can say so.
 *
 * Whether it answers is watched in ./store-health.ts.
 *
 * Calls made while the store is not open are refused at once with StoreUnavailableError (the forms answer
 * 503); only while an opening is under way (PGlite's first start takes seconds) does a call wait for it, and
 * then for a bounded time.
 */
import { errorField } from '../log';
import { keepTrying, STORE_RETRY, type RetrySchedule } from './retry';
import type { LeadStore } from './store';
import { watchStoreHealth } from './store-health';

/** The store cannot take the call now: it is not open (yet), or the service has stopped. */
export class StoreUnavailableError extends Error {
  constructor(message = 'The lead store is not open') {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

export interface StoreKeeperTimings {
  /** Between tries to open the store, and to reach it once it stopped answering. */
  retry: RetrySchedule;
  /** How long a call waits for an opening under way before it is refused. */
  openWaitMs: number;
  /** How long the probe waits for the store's answer. */
  probeTimeoutMs: number;
  /** How long a probe's answer is reused, so a load balancer polling /readyz adds no load. */
  probeCacheMs: number;
}

export const STORE_KEEPER_TIMINGS: StoreKeeperTimings = { retry: STORE_RETRY, openWaitMs: 10_000, probeTimeoutMs: 2000, probeCacheMs: 1000 };

export interface StoreKeeperOptions {
  open: () => Promise<LeadStore>;
  /** Receives one line per change: a new reason it cannot open, opened at last, lost, back. */
  log: (message: string) => void;
  timings?: Partial<StoreKeeperTimings>;
  /** The store has opened (once); given the store every caller uses. */
  onOpen: (store: LeadStore) => void;
  /** The open store stopped answering. */
  onLost?: () => void;
  /** The store answers again after onLost. */
  onBack?: () => void;
}

export interface StoreKeeper {
  /** The store if it is open now (every call on it tells the keeper whether the store answered). */
  current(): LeadStore | undefined;
  /** Resolves once the store is open (however many tries that takes); rejects if the keeper stops first. */
  opened(): Promise<LeadStore>;
  /** Runs `work` on the open store; rejects with StoreUnavailableError when there is none to run it on. */
  use<T>(work: (store: LeadStore) => Promise<T>): Promise<T>;
  /** Whether the store answers now: a probe with a short timeout, its answer reused for a moment. */
  answers(): Promise<boolean>;
  /** Stops trying, and closes the store. */
  stop(): Promise<void>;
}

export function keepStoreOpen({ open, log, timings, onOpen, onLost = () => {}, onBack = () => {} }: StoreKeeperOptions): StoreKeeper {
  const { retry, openWaitMs, probeTimeoutMs, probeCacheMs } = { ...STORE_KEEPER_TIMINGS, ...timings };
  const stopping = new AbortController();
  let store: LeadStore | undefined;
  /** The try to open the store that is under way, if one is. */
  let opening: Promise<LeadStore> | undefined;
  let tries = 0;
  const health = watchStoreHealth({ current: () => store, stopping: stopping.signal, retry, probeTimeoutMs, probeCacheMs, log, onLost, onBack });

  const tryToOpen = (nth: number) => {
    tries = nth;
    const attempt = open();
    opening = attempt;
    return attempt.finally(() => {
      if (opening === attempt) opening = undefined;
    });
  };

  const opened: Promise<LeadStore> = keepTrying(tryToOpen, {
    schedule: retry,
    signal: stopping.signal,
    onNewFailure: (error) => {
      log(`the lead store could not open: ${errorField(error).message}. Trying again until it does; forms answer 503 meanwhile.`);
    },
  }).then(
    async (openedStore) => {
      if (stopping.signal.aborted) {
        await openedStore.close();
        throw new StoreUnavailableError('The lead service has stopped');
      }
      store = health.watched(openedStore);
      if (tries > 1) log(`the lead store is open (on try ${tries}).`);
      onOpen(store);
      return store;
    },
    (error: unknown) => {
      throw stopping.signal.aborted ? new StoreUnavailableError('The lead service has stopped') : error;
    },
  );
  // Nobody need wait for it: a stop before the store opened is not a failure.
  opened.catch(() => {});

  /** The open store; while an opening is under way, the store it opens if that takes at most openWaitMs. */
  async function storeForCall(): Promise<LeadStore> {
    if (store) return store;
    const attempt = opening;
    if (attempt && !stopping.signal.aborted) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), openWaitMs)));
      const outcome = await Promise.race([attempt.then(() => opened, () => undefined), waited]).catch(() => undefined);
      clearTimeout(timer);
      if (outcome) return outcome;
    }
    throw new StoreUnavailableError(stopping.signal.aborted ? 'The lead service has stopped' : 'The lead store is not open yet');
  }

  return {
    current: () => store,
    opened: () => opened,
    async use(work) {
      return work(await storeForCall());
    },
    answers: () => health.answers(),
    async stop() {
      stopping.abort();
      health.stopWatching();
      await opened.catch(() => undefined);
      const closing = store;
      store = undefined;
      await closing?.close();
    },
  };
}
