/**
 * A privacy request's type is one of the policy's own names, in the form and in the store: the column has a
 * CHECK, and the migration that added it keeps every row already stored (an unknown type becomes 'other').
 * On both backends: PGlite in memory and a real PostgreSQL server started for this run.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PRIVACY_REQUEST_KINDS } from '../../app/lib/forms/privacy-request-rules';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../tests/support/throwaway-postgres';
import type { LeadDatabase } from './database';
import { PRIVACY_REQUEST_TYPES, privacyRequests } from './schema';
import { createLeadStore } from './store';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const BEFORE_THE_CHECK = '0001_chat_states';

/** A copy of the migrations folder that ends at the given migration: the store as an older version left it. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

interface Backend {
  db: LeadDatabase;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

const postgresInstalled = findPostgresBinaries() !== undefined;
if (!postgresInstalled && process.env.CI) throw new Error("CI must test the store on PostgreSQL: install Debian's postgresql");
let server: ThrowawayPostgres | undefined;

beforeAll(async () => {
  if (postgresInstalled) server = await startThrowawayPostgres();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function openPglite(): Promise<Backend> {
  const client = await PGlite.create();
  const db = drizzlePglite(client);
  return { db: db as unknown as LeadDatabase, migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }), close: () => client.close() };
}

/** A new, empty database on the throwaway server. */
async function openPostgres(): Promise<Backend> {
  const name = `privacy_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: server!.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server!.url);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePostgres(pool);
  return { db: db as unknown as LeadDatabase, migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }), close: () => pool.end() };
}

const backends = [
  { name: 'PGlite', open: openPglite, skip: false },
  { name: 'PostgreSQL', open: openPostgres, skip: !postgresInstalled },
];

const insertRequest = (db: LeadDatabase, requestType: string, name: string) =>
  db.execute(sql`insert into privacy_requests (request_type, name, email, due_on) values (${requestType}, ${name}, 'ada@example.com', '2027-01-07')`);

/** The error a rejected query failed with, as the driver reported it (Drizzle wraps it). */
async function failureOf(query: Promise<unknown>): Promise<{ code?: string; constraint?: string; message: string }> {
  const error = await query.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  return ((error as Error).cause ?? error) as { code?: string; constraint?: string; message: string };
}

it('the store takes exactly the names the privacy request form offers', () => {
  expect([...PRIVACY_REQUEST_TYPES].sort()).toEqual(Object.keys(PRIVACY_REQUEST_KINDS).sort());
});

describe.each(backends)('privacy request types on $name', ({ open, skip }) => {
  it.skipIf(skip)("keeps every stored request through the migration, an unknown type as 'other', then refuses unknown types", async () => {
    const backend = await open();
    const older = migrationsUpTo(BEFORE_THE_CHECK);
    try {
      await backend.migrate(older);
      for (const [requestType, name] of [
        ['delete', 'Ada'],
        ['constructor', 'Grace'],
        ['__proto__', 'Katherine'],
        ['toString', 'Hedy'],
      ]) {
        await insertRequest(backend.db, requestType, name);
      }

      await backend.migrate(MIGRATIONS);
      const stored = () => backend.db.select({ name: privacyRequests.name, requestType: privacyRequests.requestType }).from(privacyRequests).orderBy(privacyRequests.name);
      expect(await stored()).toEqual([
        { name: 'Ada', requestType: 'delete' },
        { name: 'Grace', requestType: 'other' },
        { name: 'Hedy', requestType: 'other' },
        { name: 'Katherine', requestType: 'other' },
      ]);

      // Written directly, or through the store, a name that is not the policy's is refused.
      expect(await failureOf(insertRequest(backend.db, 'constructor', 'Mary'))).toMatchObject({ code: '23514' });
      const store = createLeadStore(backend.db, 'pglite', async () => {});
      const request = { id: randomUUID(), requestType: 'toString' as never, name: 'Mary', email: 'mary@example.com', dueOn: '2027-01-07' };
      expect(await failureOf(store.createPrivacyRequest(request, []))).toMatchObject({ code: '23514' });
      for (const requestType of PRIVACY_REQUEST_TYPES) await insertRequest(backend.db, requestType, `Known ${requestType}`);
      expect(await stored()).toHaveLength(4 + PRIVACY_REQUEST_TYPES.length);
    } finally {
      rmSync(older, { recursive: true, force: true });
      await backend.close();
    }
  }, 60_000);
});
