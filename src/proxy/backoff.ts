/** Clock and randomness behind every wait, injectable so tests read the delays instead of timing them. */
export interface Timing {
  now: () => number;
  random: () => number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  return new DOMException(typeof reason === 'string' ? reason : 'The operation was aborted.', 'AbortError');
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const realTiming: Timing = { now: () => Date.now(), random: Math.random, sleep };

export interface BackoffOptions {
  /** First delay, ms. */
  base: number;
  /** Largest delay, ms, before Retry-After is considered. */
  max: number;
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed so waits keep growing, half is random so many
 * clients that failed together do not retry together. A `Retry-After` is a floor the service asked for, never cut.
 */
export function backoffDelay(
  attempt: number,
  { base, max }: BackoffOptions,
  random: () => number,
  retryAfterSeconds?: number,
): number {
  const step = Math.min(max, base * 2 ** attempt);
  const jittered = step / 2 + random() * (step / 2);
  return retryAfterSeconds === undefined
    ? Math.round(jittered)
    : Math.max(retryAfterSeconds * 1000, Math.round(jittered));
}
