import { MAX_CURRENT_PATH_LENGTH } from './limits';

/**
 * Trims a page path to what the service accepts. Cutting in the middle of a `%XX` escape would send a malformed
 * path, so a dangling partial escape is dropped too.
 */
export function trimCurrentPath(path: string, max = MAX_CURRENT_PATH_LENGTH): string {
  if (path.length <= max) return path;
  let trimmed = path.slice(0, max);
  const percent = trimmed.lastIndexOf('%');
  if (percent !== -1 && percent > trimmed.length - 3) trimmed = trimmed.slice(0, percent);
  // A lone high surrogate at the end is not valid UTF-16.
  const last = trimmed.charCodeAt(trimmed.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) trimmed = trimmed.slice(0, -1);
  return trimmed;
}

/** The current page's path, or undefined outside a browser (SSR). */
export function readCurrentPath(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return trimCurrentPath(location.pathname);
}
