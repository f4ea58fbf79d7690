/**
 * Opens the lead store's database and brings its schema up to date: PGlite (Postgres compiled to
 * WebAssembly) in a folder by default, or a PostgreSQL server when a connection URL is given. Both are
 * driven through the same Drizzle schema and queries.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { createEmbeddedDatabaseAside } from './embedded-init';
import { createPostgresPool } from './postgres-pool';
import { PRIVATE_FOLDER_MODE } from './private-files';
import { PrivateNodeFS } from './private-nodefs';
import * as schema from './schema';

export type LeadSchema = typeof schema;
export type LeadDatabase = PgDatabase<PgQueryResultHKT, LeadSchema>;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL; when set, the server is used instead of PGlite. */
  databaseUrl?: string;
  /** PGlite's folder; omitted (and no databaseUrl) means a throwaway in-memory database. */
  dataDir?: string;
}

export interface OpenedDatabase {
  db: LeadDatabase;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (databaseUrl) {
    // Connects per query: a database that went away is used again as soon as it is back.
    const pool = createPostgresPool(databaseUrl);
    const db = drizzlePostgres(pool, { schema });
    try {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as LeadDatabase, kind: 'postgres', close: () => pool.end() };
  }

  if (dataDir) {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    await createEmbeddedDatabaseAside(dataDir);
  }
  // The files PGlite makes in the folder (new tables, the write-ahead log) are its user's alone.
  const client = dataDir ? await PGlite.create({ fs: new PrivateNodeFS(dataDir) }) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as LeadDatabase, kind: 'pglite', close: () => client.close() };
}
