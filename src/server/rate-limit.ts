export interface RateLimitOptions {
  /** Requests allowed per client IP within `windowMs`. Default 20. */
  limit?: number;
  /** Window length, ms. Default 60000. */
  windowMs?: number;
}

export interface RateLimiter {
  /** Counts one request; returns the seconds to wait when over the limit, else undefined. */
  hit(key: string, now: number): number | undefined;
}

// Above this many tracked clients, expired windows are swept so memory stays bounded under a spray of IPs.
const SWEEP_THRESHOLD = 10_000;

/** Fixed-window counter per key, in memory: one process. Hosts with many instances pass `rateLimit: false` and use their own. */
export function createRateLimiter({ limit = 20, windowMs = 60_000 }: RateLimitOptions = {}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now) {
      if (windows.size > SWEEP_THRESHOLD) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return undefined;
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
  };
}
