/**
 * The embedded lead store in a worker thread. PGlite runs Postgres as synchronous WebAssembly: on the
 * server's own thread every query would hold up the pages and chat answers waiting behind it. The thread
 * opens the database and owns it; this side forwards each LeadStore call and hands back the answer.
 * With DATABASE_URL the store talks to a server over the network and needs no thread of its own.
 */
import { Worker } from 'node:worker_threads';
import { DescribedError, type SafeError } from '../safe-error';
import type { LeadStore } from './store';

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
  'listQuestions',
  'forgetQuestionsBefore',
  'loadChatState',
  'saveChatState',
  'forgetChatStatesBefore',
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

/**
 * Runs the thread's TypeScript source through tsx, for the server run from source (development and tests,
 * from the project folder, where tsx is installed).
 */
const FROM_SOURCE = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

/** The thread's code: bundled beside the server as its own file (scripts/build-server.ts), or its source. */
function startThread(data: StoreThreadData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./lead-store-thread.mjs', import.meta.url), { workerData: data });
  const entry = new URL('./store-thread-main.ts', import.meta.url).href;
  return new Worker(FROM_SOURCE, { eval: true, workerData: { ...data, entry } });
}

export function openLeadStoreInThread(data: StoreThreadData): Promise<LeadStore> {
  const worker = startThread(data);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let exited = false;

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function send(call: ToThread['call'], args: unknown[]): Promise<unknown> {
    if (exited) return Promise.reject(new Error('the lead store thread has stopped'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, call, args } satisfies ToThread);
    });
  }

  const store = { kind: 'pglite' } as LeadStore;
  for (const call of FORWARDED_CALLS) (store as unknown as Record<string, unknown>)[call] = (...args: unknown[]) => send(call, args);
  store.close = async () => {
    if (exited) return;
    await send('close', []).catch(() => {});
    await worker.terminate();
  };

  return new Promise((resolve, reject) => {
    worker.on('message', (message: FromThread) => {
      if ('type' in message) {
        if (message.type === 'ready') resolve(store);
        else reject(new Error(message.message));
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
      const error = new Error(`the lead store thread stopped (exit ${code})`);
      failAll(error);
      reject(error);
    });
  });
}
