/**
 * Starts one of the server's worker threads: its bundled file beside the compiled server (scripts/build-server.ts
 * names it), or its TypeScript source through tsx when the server runs from source (development and tests,
 * from the project folder, where tsx is installed).
 */
import { Worker } from 'node:worker_threads';

const FROM_SOURCE = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

/** `bundledName`: the thread's file in the build, without `.mjs`; `source`: its TypeScript entry. */
export function startWorkerThread(bundledName: string, source: URL, workerData: object): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${bundledName}.mjs`, import.meta.url), { workerData });
  return new Worker(FROM_SOURCE, { eval: true, workerData: { ...workerData, entry: source.href } });
}
