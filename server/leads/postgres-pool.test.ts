/**
 * The lead store's pool on a real PostgreSQL that restarts under it. pause() holds this thread while the
 * server shuts down, so the pool learns of it only when it next uses a connection: the moment, in real life,
 * between a database going away and its connections' ends arriving.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../tests/support/throwaway-postgres';
import { createPostgresPool } from './postgres-pool';

const postgresInstalled = findPostgresBinaries() !== undefined;
if (!postgresInstalled && process.env.CI) throw new Error("CI must test the lead store's pool on PostgreSQL: install Debian's postgresql");

describe.skipIf(!postgresInstalled)("the lead store's PostgreSQL pool", () => {
  let database: ThrowawayPostgres;

  beforeAll(async () => {
    database = await startThrowawayPostgres();
  });
  afterAll(() => database.stop());

  it('gives back a connection whose transaction could not begin, and survives a connection cut mid-transaction', async () => {
    // One connection: a connection kept checked out would leave none for the next query.
    const pool = createPostgresPool(database.url, { max: 1 });
    const db = drizzle(pool);
    const answer = async () => (await db.execute<{ one: number }>(sql`select 1 as one`)).rows[0]?.one;
    try {
      expect(await answer()).toBe(1);

      // The idle connection died with the server: the transaction's BEGIN is the first to find out.
      await database.pause();
      await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      await database.resume();
      const asked = performance.now();
      expect(await answer()).toBe(1);
      // Not after the 5 s a query waits for a free connection.
      expect(performance.now() - asked).toBeLessThan(4000);

      // Cut while the transaction holds it: the transaction fails, and nothing is thrown outside it.
      const cut = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await database.pause();
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      await database.resume();
      expect(await answer()).toBe(1);
      expect(pool.totalCount).toBe(1);
    } finally {
      // Closing waits for every checked-out connection: one never given back would hold it forever.
      await pool.end();
    }
  }, 60_000);
});
