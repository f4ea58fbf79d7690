import pg from 'pg';
import { clientAddress, createRateLimiter, memoryBackend, postgresBackend, RATE_LIMIT_TABLE } from './index';
import { freePort } from '../../tests/support/free-port';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../tests/support/throwaway-postgres';

const postgresInstalled = findPostgresBinaries() !== undefined;
if (!postgresInstalled && process.env.CI) throw new Error("CI must test the shared rate limits on PostgreSQL: install Debian's postgresql");

describe('createRateLimiter in memory', () => {
  afterEach(() => vi.useRealTimers());

  it('allows up to the limit, then refuses with the seconds left in the window, and starts over when it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const limiter = createRateLimiter({ backend: memoryBackend(), name: 'msg', limit: 2, windowSeconds: 60 });
    expect(await limiter.check('1.2.3.4')).toMatchObject({ allowed: true, remaining: 1 });
    vi.setSystemTime(1_001_000);
    expect((await limiter.check('1.2.3.4')).allowed).toBe(true);
    vi.setSystemTime(1_001_500);
    expect(await limiter.check('1.2.3.4')).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 59 });
    expect((await limiter.check('5.6.7.8')).allowed).toBe(true);
    vi.setSystemTime(1_060_001);
    expect((await limiter.check('1.2.3.4')).allowed).toBe(true);
  });

  it('keeps separate counters for separate limits on one backend, and shares a limit between its users', async () => {
    const backend = memoryBackend();
    const messages = createRateLimiter({ backend, name: 'msg', limit: 1, windowSeconds: 60 });
    const chats = createRateLimiter({ backend, name: 'chat', limit: 1, windowSeconds: 60 });
    const sameMessages = createRateLimiter({ backend, name: 'msg', limit: 1, windowSeconds: 60 });
    expect((await messages.check('ip')).allowed).toBe(true);
    expect((await chats.check('ip')).allowed).toBe(true);
    expect((await sameMessages.check('ip')).allowed).toBe(false);
  });
});

describe.skipIf(!postgresInstalled)('createRateLimiter on PostgreSQL', () => {
  let server: ThrowawayPostgres;
  beforeAll(async () => {
    server = await startThrowawayPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** Waits until the backend has created its table and counts there. */
  async function whenShared(limiter: ReturnType<typeof createRateLimiter>, probeKey: string, errors: unknown[]) {
    // A deadline, not a count of tries: on a busy 2-core machine the backend takes seconds to create its table.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      await limiter.check(probeKey);
      const pool = new pg.Pool({ connectionString: server.url });
      const { rows } = await pool.query(`SELECT 1 FROM ${RATE_LIMIT_TABLE} WHERE key LIKE $1`, [`%${probeKey}`]).catch(() => ({ rows: [] }));
      await pool.end();
      if (rows.length > 0) return;
      await new Promise((wait) => setTimeout(wait, 50));
    }
    throw new Error(`the counters never reached PostgreSQL: ${errors.map(String).join('; ') || 'no error reported'}`);
  }

  it('shares one client\'s limit between two instances on the same database', { timeout: 75_000 }, async () => {
    const errors: unknown[] = [];
    const first = postgresBackend(server.url, (_message, error) => errors.push(error));
    const second = postgresBackend(server.url, (_message, error) => errors.push(error));
    try {
      const one = createRateLimiter({ backend: first, name: 'form', limit: 3, windowSeconds: 60 });
      const two = createRateLimiter({ backend: second, name: 'form', limit: 3, windowSeconds: 60 });
      await whenShared(one, 'probe-1', errors);
      await whenShared(two, 'probe-2', errors);
      expect((await one.check('203.0.113.9')).allowed).toBe(true);
      expect((await two.check('203.0.113.9')).allowed).toBe(true);
      expect(await one.check('203.0.113.9')).toMatchObject({ allowed: true, remaining: 0 });
      const refused = await two.check('203.0.113.9');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      expect((await two.check('198.51.100.4')).allowed).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('goes on counting in memory, and says so once, when the database stops answering mid-run', { timeout: 75_000 }, async () => {
    const errors: unknown[] = [];
    const backend = postgresBackend(server.url, (_message, error) => errors.push(error));
    try {
      const limiter = createRateLimiter({ backend, name: 'outage', limit: 2, windowSeconds: 60 });
      await whenShared(limiter, 'probe-outage', errors);
      await server.pause();
      try {
        expect((await limiter.check('192.0.2.50')).allowed).toBe(true);
        expect((await limiter.check('192.0.2.50')).allowed).toBe(true);
        expect((await limiter.check('192.0.2.50')).allowed).toBe(false);
        expect(errors).toHaveLength(1);
      } finally {
        await server.resume();
      }
    } finally {
      await backend.close();
    }
  });

  it('counts in memory, refusing nothing wrongly and never throwing, while the database does not answer', async () => {
    const errors: string[] = [];
    const backend = postgresBackend(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, (message) => errors.push(message));
    try {
      const limiter = createRateLimiter({ backend, name: 'chat', limit: 2, windowSeconds: 60 });
      expect((await limiter.check('ip')).allowed).toBe(true);
      expect((await limiter.check('ip')).allowed).toBe(true);
      expect((await limiter.check('ip')).allowed).toBe(false);
      await vi.waitFor(() => expect(errors).toEqual(['rate limits count in memory until the database answers:']));
    } finally {
      await backend.close();
    }
  });
});

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientAddress({ socketAddress: '10.0.0.1', forwardedFor: '1.1.1.1', trustedProxyHops: 0 })).toBe('10.0.0.1');
  });

  it('takes the entry the trusted proxy appended, not one the client made up', () => {
    const forwardedFor = '6.6.6.6, 203.0.113.7';
    expect(clientAddress({ socketAddress: '10.0.0.1', forwardedFor, trustedProxyHops: 1 })).toBe('203.0.113.7');
    expect(clientAddress({ socketAddress: '10.0.0.1', forwardedFor: `${forwardedFor}, 10.0.0.9`, trustedProxyHops: 2 })).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to the socket when the header is missing or not an address', () => {
    expect(clientAddress({ socketAddress: '10.0.0.1', forwardedFor: 'garbage', trustedProxyHops: 1 })).toBe('10.0.0.1');
    expect(clientAddress({ socketAddress: '::ffff:192.0.2.1', trustedProxyHops: 1 })).toBe('192.0.2.1');
    expect(clientAddress({ trustedProxyHops: 0 })).toBe('unknown');
  });
});
