/**
 * Runs synchronous storage work behind the stores' asynchronous interfaces (a store may one day be remote): a throw
 * becomes a rejection, as it would from an `async` function, without an `async` that awaits nothing.
 */
export function asPromise<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}
