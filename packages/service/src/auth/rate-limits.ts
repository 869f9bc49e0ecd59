/** How many requests each counter allows per window (service-api §3). */
export interface RateLimits {
  /** Assistant messages per key per month (30 days). */
  keyPerMonth: number;
  /** Assistant messages per organisation per hour; the local service treats a docs `domain` as one organisation. */
  orgPerHour: number;
  /** Assistant messages per client IP address per day. */
  ipPerDay: number;
  /** Agent jobs created per project per hour. */
  jobsPerProjectPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  keyPerMonth: 10_000,
  orgPerHour: 10_000,
  ipPerDay: 10_000,
  jobsPerProjectPerHour: 100,
};

const HOUR = 3_600_000;
export const WINDOWS = { month: 30 * 24 * HOUR, hour: HOUR, day: 24 * HOUR };

export interface Counter {
  bucket: string;
  limit: number;
  windowMs: number;
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number; error: string };

/**
 * Fixed-window counters in memory: each bucket's window starts at its first request. A request is counted only
 * when every counter it touches has room, so a refused request does not use up the reader's allowance.
 * Counts reset when the server restarts — this is a local service, not a billing system.
 */
export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  let sweeps = 0;

  const current = (counter: Counter, at: number) => {
    const window = windows.get(counter.bucket);
    if (!window || at - window.start >= counter.windowMs) return { start: at, count: 0 };
    return window;
  };

  return {
    take(counters: Counter[], label: (counter: Counter) => string): LimitResult {
      const at = now();
      if (++sweeps % 1000 === 0) sweep(at);
      let wait = 0;
      let refused: Counter | undefined;
      for (const counter of counters) {
        const window = current(counter, at);
        if (window.count >= counter.limit) {
          const seconds = Math.max(1, Math.ceil((window.start + counter.windowMs - at) / 1000));
          if (seconds > wait) {
            wait = seconds;
            refused = counter;
          }
        }
      }
      if (refused) return { ok: false, retryAfterSeconds: wait, error: `Rate limit exceeded: ${label(refused)}.` };
      for (const counter of counters) {
        const window = current(counter, at);
        windows.set(counter.bucket, { start: window.start, count: window.count + 1 });
      }
      return { ok: true };
    },
  };

  function sweep(at: number) {
    // Windows are at most a month long; anything older is dead weight.
    for (const [bucket, window] of windows) if (at - window.start > WINDOWS.month) windows.delete(bucket);
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
