/**
 * A new embedded database is created in a worker thread. PGlite's first start in a folder (initdb) is seconds
 * of synchronous WebAssembly; on the server's own thread it would hold up every page for that long. Opening
 * the folder once it exists takes a fraction of that, so the server's thread only does the opening.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { makePrivate, PRIVATE_FOLDER_MODE } from './private-files';

const require = createRequire(import.meta.url);

// Runs in the worker, as CommonJS: creates the database in the folder and closes it.
const CREATE_DATABASE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
PGlite.create(workerData.dataDir)
  .then((db) => db.close())
  .then(() => parentPort.postMessage('created'));
`;

/** Whether PGlite has already made a database in the folder. */
export const hasEmbeddedDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Creates the embedded database in `dataDir` in a worker thread, unless it is there already. The folder and
 * every file in it are private to this user: initdb writes most files as 0666 (see private-nodefs.ts), so they
 * are tightened once it is done, in a folder (0700) no one else can enter meanwhile.
 */
export async function createEmbeddedDatabaseAside(dataDir: string): Promise<void> {
  if (hasEmbeddedDatabase(dataDir)) return;
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const pglite = require.resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(CREATE_DATABASE, { eval: true, workerData: { pglite, dataDir } });
    let created = false;
    // The worker's PGlite may keep timers alive: end the thread, and its memory, once the database is made.
    worker.once('message', () => {
      created = true;
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => (created || code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (worker exit ${code})`))));
  });
  makePrivate(dataDir);
}
