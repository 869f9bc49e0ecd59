export interface RateLimitOptions {
  /** Requests allowed per client IP within `windowMs`. Default 20. */
  limit?: number;
  /** Window length, ms. Default 60000. */
  windowMs?: number;
  /**
   * Where the counts live. Default: in this process's memory, which is right for one instance. Several instances
   * behind a load balancer share one store, e.g. Redis through `rate-limiter-flexible` and
   * `rateLimitStoreFrom(limiter)` (docs/server-side.md shows it); `limit` and `windowMs` then belong to that limiter.
   */
  store?: RateLimitStore;
}

/** A counter shared by whatever instances use it. */
export interface RateLimitStore {
  /** Counts one request for `key`; resolves with undefined when it is allowed, else the whole seconds to wait. */
  hit(key: string): Promise<number | undefined>;
}

// Above this many tracked clients, expired windows are swept so memory stays bounded under a spray of IPs.
const SWEEP_THRESHOLD = 10_000;

/** Fixed-window counter per key, in memory: one process. */
export function createMemoryRateLimitStore(
  { limit = 20, windowMs = 60_000 }: Omit<RateLimitOptions, 'store'> = {},
  now: () => number = Date.now,
): RateLimitStore {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const at = now();
      if (windows.size > SWEEP_THRESHOLD) {
        for (const [k, w] of windows) if (at - w.start >= windowMs) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return Promise.resolve(undefined);
      return Promise.resolve(Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)));
    },
  };
}

/** The part of a `rate-limiter-flexible` limiter (`RateLimiterRedis`, `RateLimiterMemory`, …) this needs. */
export interface FlexibleLimiter {
  consume(key: string, points?: number): Promise<unknown>;
}

/**
 * Adapts a `rate-limiter-flexible` limiter to `RateLimitStore`, so several proxy instances share one count (in Redis,
 * say). That library rejects with its result (`msBeforeNext`) when over the limit and with an `Error` when its
 * store fails; the second is passed on, and the proxy lets the request through (see `createAssistantProxy`).
 */
export function rateLimitStoreFrom(limiter: FlexibleLimiter): RateLimitStore {
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return undefined;
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        const wait = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000;
        return Math.max(1, Math.ceil(wait / 1000));
      }
    },
  };
}
