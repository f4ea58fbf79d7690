/**
 * The embedded lead store in a worker thread. PGlite runs Postgres as synchronous WebAssembly: on the
 * server's own thread every query would hold up the pages and chat answers waiting behind it. The thread
 * opens the database and owns it; this side forwards each LeadStore call and hands back the answer. A
 * thread that stops (a crash) is started again, so the store comes back without a restart of the server.
 * With DATABASE_URL the store talks to a server over the network and needs no thread of its own.
 */
import type { Worker } from 'node:worker_threads';
import { errorField } from '../log';
import { DescribedError, type SafeError } from '../safe-error';
import { keepTrying, STORE_RETRY, type RetrySchedule } from './retry';
import type { LeadStore } from './store';
import { StoreUnavailableError } from './store-keeper';
import { startWorkerThread } from '../worker-thread';

/** Every LeadStore call the thread answers. */
export const FORWARDED_CALLS = [
  'createLead',
  'createPrivacyRequest',
  'claimDueDeliveries',
  'markDelivered',
  'scheduleRetry',
  'markGivenUp',
  'requeue',
  'listLeads',
  'listPrivacyRequests',
  'extendPrivacyRequest',
  'listDeliveries',
  'recordQuestion',
  'recordMeant',
  'listQuestions',
  'forgetQuestionsBefore',
  'loadChatState',
  'saveChatState',
  'forgetChatStatesBefore',
  'ping',
] as const satisfies ReadonlyArray<Exclude<keyof LeadStore, 'kind' | 'close'>>;

export type ForwardedCall = (typeof FORWARDED_CALLS)[number];

/** What the thread is given: the store's folder. */
export interface StoreThreadData {
  dataDir: string;
}

export type ToThread = { id: number; call: ForwardedCall | 'close'; args: unknown[] };
export type FromThread =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { id: number; result: unknown }
  | { id: number; error: SafeError; cause?: SafeError };

/** The thread's code: bundled beside the server as its own file, or its source. */
const startThread = (data: StoreThreadData): Worker => startWorkerThread('lead-store-thread', new URL('./store-thread-main.ts', import.meta.url), data);

/** One started thread: its calls, and its closing. */
interface StartedThread {
  send(call: ToThread['call'], args: unknown[]): Promise<unknown>;
  /** Closes the database, then ends the thread. */
  close(): Promise<void>;
}

const stopped = (why: string) => new StoreUnavailableError(`The lead store thread ${why}`);

/**
 * Starts a thread and resolves once its database is open. `onLost` hears of an end that was not asked for
 * (a crash, an exit) after that; an end before it rejects the promise.
 */
function openThread(data: StoreThreadData, onLost: (code: number) => void, onThread?: (worker: Worker) => void): Promise<StartedThread> {
  const worker = startThread(data);
  onThread?.(worker);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let exited = false;
  let opened = false;
  let closing = false;

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function send(call: ToThread['call'], args: unknown[]): Promise<unknown> {
    if (exited) return Promise.reject(stopped('has stopped'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, call, args } satisfies ToThread);
    });
  }

  const thread: StartedThread = {
    send,
    async close() {
      if (exited) return;
      closing = true;
      await send('close', []).catch(() => {});
      await worker.terminate();
    },
  };

  return new Promise((resolve, reject) => {
    worker.on('message', (message: FromThread) => {
      if ('type' in message) {
        if (message.type === 'ready') {
          opened = true;
          resolve(thread);
        } else reject(new Error(message.message));
        return;
      }
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if ('error' in message) waiting.reject(new DescribedError(message.error, message.cause ? { cause: new DescribedError(message.cause) } : undefined));
      else waiting.resolve(message.result);
    });
    worker.on('error', (error) => {
      failAll(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      exited = true;
      const error = stopped(`stopped (exit ${code})`);
      failAll(error);
      reject(error);
      if (opened && !closing) onLost(code);
    });
  });
}

export interface StoreThreadOptions {
  /** Between tries to start the thread again once it stopped. */
  retry?: RetrySchedule;
  /** Receives a line when the thread stops, when it cannot start again (each new reason once) and when it is back. */
  log?: (message: string) => void;
  /** Told of each thread started (a test ends one to see it replaced). */
  onThread?: (worker: Worker) => void;
}

/**
 * Opens the store in a thread; rejects if the first thread cannot open it (the caller tries again). A
 * thread that stops later is started again with backoff until it opens, and calls made meanwhile are
 * refused at once with StoreUnavailableError.
 */
export async function openLeadStoreInThread(
  data: StoreThreadData,
  { retry = STORE_RETRY, log = () => {}, onThread }: StoreThreadOptions = {},
): Promise<LeadStore> {
  const closing = new AbortController();
  let thread: StartedThread | undefined;
  let restarting: Promise<void> | undefined;

  const start = () => openThread(data, restart, onThread);

  function restart(code: number) {
    if (closing.signal.aborted) return;
    thread = undefined;
    log(`the lead store thread stopped (exit ${code}); starting it again.`);
    restarting = keepTrying(start, {
      schedule: retry,
      signal: closing.signal,
      onNewFailure: (error) => log(`the lead store thread could not start again: ${errorField(error).message}. Trying again until it does.`),
    }).then(
      async (started) => {
        if (closing.signal.aborted) return started.close();
        thread = started;
        log('the lead store thread is back.');
      },
      () => {},
    );
  }

  thread = await start();

  const send = (call: ToThread['call'], args: unknown[]) => {
    if (thread) return thread.send(call, args);
    return Promise.reject(stopped(closing.signal.aborted ? 'has stopped' : 'is starting again'));
  };
  const store = { kind: 'pglite' } as LeadStore;
  for (const call of FORWARDED_CALLS) (store as unknown as Record<string, unknown>)[call] = (...args: unknown[]) => send(call, args);
  store.close = async () => {
    closing.abort();
    const open = thread;
    thread = undefined;
    await open?.close();
    await restarting;
  };
  return store;
}
