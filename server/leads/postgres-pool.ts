/**
 * The lead store's PostgreSQL connections. The pool connects per query, so a database that went away is used
 * again as soon as it is back; a connection lost while in use does no lasting harm:
 *   - every connection has an error listener, so one cut while checked out (in a transaction) is dropped by
 *     the pool once released, instead of raising an uncaught error that would end the server;
 *   - a transaction whose BEGIN fails gives its connection back. Drizzle's transaction() runs BEGIN before
 *     the try whose finally releases the connection (drizzle-orm#6241, open in 0.45 and 1.0), so every BEGIN
 *     sent on a connection that had just died would keep it checked out for good: a few database restarts
 *     would leave the pool with no connection to give, and closing it would wait forever.
 */
import pg from 'pg';

/** How long a connection may take to open before the query fails: a server that does not answer at all
 * fails a form in seconds, not after the system's TCP timeout. */
const CONNECT_TIMEOUT_MS = 5000;

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/** A checked-out client whose first query failing releases it (destroyed), and whose release may be called twice. */
function releasedIfFirstQueryFails(client: pg.PoolClient): pg.PoolClient {
  let released = false;
  let queried = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  const query = (...args: unknown[]) => {
    const result: unknown = (client.query as (...values: unknown[]) => unknown)(...args);
    const first = !queried;
    queried = true;
    if (!first || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      release(error instanceof Error ? error : true);
      throw error;
    });
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'release') return release;
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

class TransactionSafePool extends pg.Pool {
  connect(): Promise<pg.PoolClient>;
  connect(callback: ConnectCallback): void;
  connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The pool's own queries check out with a callback and release on every path.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedIfFirstQueryFails);
  }
}

export function createPostgresPool(connectionString: string, { max = 10 }: { max?: number } = {}): pg.Pool {
  // TCP keep-alive finds a connection that a network failure cut without a word.
  const pool = new TransactionSafePool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // An idle connection the server drops: the pool has already discarded it.
  pool.on('error', () => {});
  // A connection in use that is cut: its queries fail, and the pool discards it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
