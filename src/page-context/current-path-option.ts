import type { PageContextOptions } from './options';

// Read only where a path is sent (the engine's requests) or attached (the affordances): both lazy chunks, so none of
// this is in the root's.

/** Untrimmed here: the transport trims `currentPath` to what the service accepts when it builds the request. */
export function currentPathFrom(options: PageContextOptions | false | undefined): string | undefined {
  const setting = options === false ? false : (options?.currentPath ?? true);
  if (setting === false) return undefined;
  if (typeof setting === 'string') return setting;
  return typeof setting === 'function' ? setting() : typeof location === 'undefined' ? undefined : location.pathname;
}
