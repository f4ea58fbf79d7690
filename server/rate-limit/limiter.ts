import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1), for Retry-After. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(clientKey: string): Promise<RateLimitDecision>;
}

/** One limit's counter: resolves with its state while within the limit, rejects with it beyond. */
type Counter = Pick<RateLimiterAbstract, 'consume'>;

/** The table every instance counts in, when the counters live in PostgreSQL. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Where the counters live: this process's memory (one instance), or a PostgreSQL table that every
 * instance on the same database shares, so a client's limit holds whichever instance it reaches.
 */
export interface RateLimitBackend {
  kind: 'memory' | 'postgres';
  /** Builds one limit's counter. */
  counter(name: string, limit: number, windowSeconds: number): Counter;
  close(): Promise<void>;
}

export function memoryBackend(): RateLimitBackend {
  // One counter per limit, so every API built on this backend counts against the same windows.
  const counters = new Map<string, Counter>();
  return {
    kind: 'memory',
    counter(name, limit, windowSeconds) {
      const key = `${name}|${limit}|${windowSeconds}`;
      let counter = counters.get(key);
      if (!counter) counters.set(key, (counter = new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds })));
      return counter;
    },
    close: async () => {},
  };
}

/** rate-limiter-flexible's own table: a key, its points in the window and when the window ends (epoch ms). */
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`;
/** Two instances starting at once may both create the table: the loser sees it, or its row type, exist. */
const ALREADY_EXISTS = new Set(['23505', '42P07', '42710']);
/** After a failed attempt to create the table, the next waits twice as long, from 1 s up to 30 s. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;
/** Failures are reported at most this often, so an outage does not flood the log. */
const REPORT_EVERY_MS = 60_000;
const COUNTING_IN_MEMORY = 'rate limits count in memory until the database answers:';

/**
 * Counters in PostgreSQL. The table is created once, beside the server's start; until it exists, and
 * whenever the database does not answer, each limit counts in this process's memory instead, so a
 * database outage never refuses or crashes a request. Failures are reported at most once a minute.
 */
export function postgresBackend(databaseUrl: string, onError: (message: string, error: unknown) => void): RateLimitBackend {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // A connection the server drops must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  let created = false;
  let nextAttempt = 0;
  let retryMs = FIRST_RETRY_MS;
  let quietUntil = 0;
  const report = (error: unknown) => {
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + REPORT_EVERY_MS;
    onError(COUNTING_IN_MEMORY, error);
  };
  const ensureTable = () => {
    if (created || Date.now() < nextAttempt) return;
    nextAttempt = Date.now() + retryMs;
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    pool
      .query(CREATE_TABLE)
      .catch((error: { code?: string }) => {
        if (!ALREADY_EXISTS.has(error.code ?? '')) throw error;
      })
      .then(
        () => (created = true),
        (error: unknown) => report(error),
      );
  };
  ensureTable();
  return {
    kind: 'postgres',
    counter(name, limit, windowSeconds) {
      const memory = new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds });
      const shared = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: name,
        points: limit,
        duration: windowSeconds,
      });
      // A query that fails counts in memory instead, and says so.
      const sharedOrMemory: Counter['consume'] = (key, points) =>
        shared.consume(key, points).catch((outcome: unknown) => {
          if (outcome instanceof RateLimiterRes) throw outcome;
          report(outcome);
          return memory.consume(key, points);
        });
      return {
        consume: (key, points) => {
          ensureTable();
          return created ? sharedOrMemory(key, points) : memory.consume(key, points);
        },
      };
    },
    close: () => pool.end(),
  };
}

export interface RateLimiterOptions {
  backend: RateLimitBackend;
  /** Separates counters of different limits that share one store ("chat-message", …). */
  name: string;
  limit: number;
  windowSeconds: number;
}

export function createRateLimiter({ backend, name, limit, windowSeconds }: RateLimiterOptions): RateLimiter {
  const counter = backend.counter(name, limit, windowSeconds);
  const decision = (allowed: boolean, result: RateLimiterRes): RateLimitDecision => ({
    allowed,
    limit,
    remaining: result.remainingPoints,
    retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  });
  return {
    async check(clientKey) {
      try {
        return decision(true, await counter.consume(clientKey));
      } catch (outcome) {
        // The library rejects with the counter's state when the limit is spent, and with an Error on failure.
        if (outcome instanceof RateLimiterRes) return decision(false, outcome);
        throw outcome;
      }
    },
  };
}
