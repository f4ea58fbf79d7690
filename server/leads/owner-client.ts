/**
 * The owner's CLI's way to the lead store: PostgreSQL directly when DATABASE_URL is set (any number of
 * clients may connect); otherwise the running server that holds the embedded store's folder, or, when no
 * server runs, the folder itself, held as a server holds it (data-folder.ts): a server started meanwhile
 * refuses to start rather than write beside it.
 */
import { existsSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { DataFolderInUseError, lockDataFolder, type DataFolderLock } from './data-folder';
import { embeddedStoreDir, type LeadEnv } from './lead-env';
import { holderState } from './lock-holder';
import { OWNER_FILE, OWNER_PATH, readOwnerAccess, type OwnerAccess } from './owner-access';
import { runOwnerCommand, type OwnerCommand, type OwnerResult } from './owner-commands';
import { PRIVATE_UMASK } from './private-files';
import { openLeadStore } from './store';

export interface OwnerClient {
  /** Where the answers come from, for the CLI to say. */
  via: string;
  run(command: OwnerCommand): Promise<OwnerResult>;
  close(): Promise<void>;
}

export class OwnerClientError extends Error {
  override name = 'OwnerClientError';
}

export async function connectOwner(env: LeadEnv, now: () => Date = () => new Date()): Promise<OwnerClient> {
  if (!env.databaseUrl) {
    const access = readOwnerAccess(env.dataDir);
    return access ? throughServer(access) : openFolderItself(env, now);
  }

  const store = await openLeadStore({ databaseUrl: env.databaseUrl });
  return {
    via: 'the PostgreSQL database in DATABASE_URL',
    run: (command) => runOwnerCommand(store, command, now()),
    close: () => store.close(),
  };
}

function throughServer(access: OwnerAccess): OwnerClient {
  return {
    via: `the server running at ${access.url} (process ${access.pid})`,
    async run(command) {
      let response: Response;
      try {
        response = await fetch(new URL(OWNER_PATH, access.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access.token}` },
          body: JSON.stringify(command),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        throw new OwnerClientError(`The server at ${access.url} did not answer (${error instanceof Error ? error.message : String(error)}).`);
      }
      const body = (await response.json().catch(() => ({}))) as OwnerResult | { error?: string };
      if (!response.ok) throw new OwnerClientError(('error' in body && body.error) || `The server answered HTTP ${response.status}.`);
      return body as OwnerResult;
    },
    close: async () => {},
  };
}

/** A server that has held the folder longer than this without writing owner.json is not just starting. */
const STARTING_MS = 60_000;

const noStoreYet = (env: LeadEnv) =>
  new OwnerClientError(`There is no lead store in ${env.dataDir} yet: it is created when the server first starts (DATA_DIR sets where).`);

/** No server runs on the folder: the CLI holds it, as a server would, while it reads the store itself. */
async function openFolderItself(env: LeadEnv, now: () => Date): Promise<OwnerClient> {
  // What the store writes while the CLI has it open is its user's alone, as when the server writes it. (The
  // umask is the process's: a worker thread may not set it.)
  if (isMainThread) process.umask(PRIVATE_UMASK);
  const storeDir = embeddedStoreDir(env.dataDir);
  // A folder that is not there is not made just to say so.
  if (!existsSync(env.dataDir)) throw noStoreYet(env);
  let lock: DataFolderLock;
  try {
    lock = lockDataFolder(env.dataDir, 'cli');
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    // The server may have finished starting since owner.json was looked for.
    const access = readOwnerAccess(env.dataDir);
    if (access) return throughServer(access);
    const holder = error.holder;
    // The server takes the lock before it listens and writes owner.json after: this one is starting now.
    if (holder?.role === 'server' && holderState(holder) === 'running') {
      const startedMsAgo = Date.now() - Date.parse(holder.startedAt);
      throw new OwnerClientError(
        startedMsAgo < STARTING_MS
          ? `The server (process ${holder.pid}) is still starting on the data folder ${error.dataDir}: try again in a few seconds.`
          : `The server (process ${holder.pid}) holds the data folder ${error.dataDir} but has not written ${OWNER_FILE} there for this CLI: see its log, or restart it.`,
      );
    }
    throw new OwnerClientError(error.message);
  }
  try {
    if (!existsSync(storeDir)) throw noStoreYet(env);
    const store = await openLeadStore({ dataDir: storeDir });
    return {
      via: `the lead store in ${storeDir}`,
      run: (command) => runOwnerCommand(store, command, now()),
      async close() {
        try {
          await store.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
