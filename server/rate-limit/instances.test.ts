/**
 * Two server processes on one PostgreSQL: a client's rate limit holds whichever instance it reaches.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { startServerProcess, tinyBuild, type ServerProcess } from '../../tests/support/server-process';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../tests/support/throwaway-postgres';

const postgresInstalled = findPostgresBinaries() !== undefined;

describe.skipIf(!postgresInstalled)('rate limits across instances', () => {
  let database: ThrowawayPostgres;
  let buildDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await startThrowawayPostgres();
    buildDir = tinyBuild();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.stop();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('shares one client\'s limit between two server instances on the same database', async () => {
    // 8 messages a minute gives 4 new chats a minute; clients are told apart by the proxy's header.
    const env = { DATABASE_URL: database.url, BUILD_DIR: buildDir, CHAT_RATE_LIMIT: '8', TRUST_PROXY: '1' };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const newChat = (server: ServerProcess, client: string) =>
      fetch(`${server.url}/api/retell-chat`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: '{"action":"create"}' });

    // An instance counts in memory until it has its table: wait until each one's count reaches the database.
    // Each try is another client, so tries made while the table is still being created use up no allowance.
    const pool = new pg.Pool({ connectionString: database.url });
    let tries = 0;
    try {
      for (const server of [first, second]) {
        await vi.waitFor(
          async () => {
            tries += 1;
            const probe = `192.0.2.${tries}`;
            expect((await newChat(server, probe)).status).toBe(200);
            const { rows } = await pool.query('SELECT 1 FROM rate_limits WHERE key = $1', [`chat-create:${probe}`]);
            expect(rows).toHaveLength(1);
          },
          { timeout: 30_000, interval: 200 },
        );
      }
    } finally {
      await pool.end();
    }

    const visitor = '203.0.113.5';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await newChat(i % 2 === 0 ? first : second, visitor)).status);
    // Four chats a minute in all, counted across both instances.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client still has its own allowance.
    expect((await newChat(second, '198.51.100.7')).status).toBe(200);
  }, 120_000);
});
