import type { RateLimitStore } from './store';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1), for Retry-After. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(clientKey: string, now: number): Promise<RateLimitDecision>;
}

export interface RateLimiterOptions {
  store: RateLimitStore;
  /** Separates counters of different limits that share one store ("msg", "chat", …). */
  name: string;
  limit: number;
  windowMs: number;
}

export function createRateLimiter({ store, name, limit, windowMs }: RateLimiterOptions): RateLimiter {
  return {
    async check(clientKey, now) {
      const { count, resetAt } = await store.hit(`${name}:${clientKey}`, windowMs, now);
      return {
        allowed: count <= limit,
        limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
      };
    },
  };
}
