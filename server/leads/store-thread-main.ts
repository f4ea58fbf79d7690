/** The lead store's worker thread (store-thread.ts): opens the embedded database and answers calls. */
import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from '../safe-error';
import { openLeadStore, type LeadStore } from './store';
import type { FromThread, StoreThreadData, ToThread } from './store-thread';

const port = parentPort!;
const reply = (message: FromThread) => port.postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let store: LeadStore;
try {
  store = await openLeadStore({ dataDir: (workerData as StoreThreadData).dataDir });
} catch (error) {
  reply({ type: 'failed', message: messageOf(error) });
  process.exit(1);
}

port.on('message', async ({ id, call, args }: ToThread) => {
  try {
    if (call === 'close') {
      await store.close();
      reply({ id, result: undefined });
      port.close();
      return;
    }
    const method = store[call] as (...values: unknown[]) => Promise<unknown>;
    reply({ id, result: await method(...args) });
  } catch (error) {
    // Described, never as it came: the query layer's message carries every parameter of the query (names,
    // messages), and it wraps the database's own error (a broken constraint, say) as the cause.
    const cause = error instanceof Error && error.cause !== undefined ? describeError(error.cause) : undefined;
    reply({ id, error: describeError(error), ...(cause ? { cause } : {}) });
  }
});
reply({ type: 'ready' });
