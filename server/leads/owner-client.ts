/**
 * The owner's CLI's way to the lead store: PostgreSQL directly when DATABASE_URL is set (any number of
 * clients may connect); otherwise the running server that holds the embedded store's folder, or, when no
 * server runs, the folder itself.
 */
import { existsSync } from 'node:fs';
import { embeddedStoreDir, type LeadEnv } from './lead-env';
import { OWNER_PATH, readOwnerAccess } from './owner-access';
import { runOwnerCommand, type OwnerCommand, type OwnerResult } from './owner-commands';
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
    if (access) {
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
    if (!existsSync(embeddedStoreDir(env.dataDir))) {
      throw new OwnerClientError(`There is no lead store in ${env.dataDir} yet: it is created when the server first starts (DATA_DIR sets where).`);
    }
  }

  const store = await openLeadStore(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: embeddedStoreDir(env.dataDir) });
  return {
    via: env.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : `the lead store in ${embeddedStoreDir(env.dataDir)}`,
    run: (command) => runOwnerCommand(store, command, now()),
    close: () => store.close(),
  };
}
