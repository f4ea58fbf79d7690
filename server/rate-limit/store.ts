/**
 * Where rate-limit counters live. The in-memory store serves one process; when the
 * API runs on several instances, a shared store (Redis, a KV service, …) implements
 * the same interface so every instance counts against the same window.
 */

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Epoch milliseconds at which the current window ends. */
  resetAt: number;
}

export interface RateLimitStore {
  /**
   * Counts one hit for `key` in a fixed window of `windowMs` that contains `now`
   * and returns the window's count. A shared store does this atomically
   * (e.g. INCR + PEXPIRE).
   */
  hit(key: string, windowMs: number, now: number): RateLimitHit | Promise<RateLimitHit>;
}

/** Keys kept before expired windows are swept; bounds memory under many distinct clients. */
const DEFAULT_MAX_KEYS = 50_000;

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();

  constructor(private readonly maxKeys = DEFAULT_MAX_KEYS) {}

  hit(key: string, windowMs: number, now: number): RateLimitHit {
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    if (current) this.windows.delete(key);
    else if (this.windows.size >= this.maxKeys) this.evict(now);
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  /** Number of keys held, for tests and diagnostics. */
  get size(): number {
    return this.windows.size;
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
    // Still full of live windows: drop the oldest insertions. Those clients get a
    // fresh window, which errs on the side of serving them.
    const excess = this.windows.size - Math.floor(this.maxKeys * 0.9);
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of this.windows.keys()) {
      if (dropped >= excess) break;
      this.windows.delete(key);
      dropped += 1;
    }
  }
}
