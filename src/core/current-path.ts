import { MAX_CURRENT_PATH_LENGTH } from './limits';
import { cutText } from './cut-text';

/**
 * Trims a page path to what the service accepts. Cutting in the middle of a `%XX` escape would send a malformed
 * path, so a dangling partial escape is dropped too.
 */
export function trimCurrentPath(path: string, max = MAX_CURRENT_PATH_LENGTH): string {
  if (path.length <= max) return path;
  const trimmed = cutText(path, max);
  const percent = trimmed.lastIndexOf('%');
  return percent !== -1 && percent > trimmed.length - 3 ? trimmed.slice(0, percent) : trimmed;
}

/** The current page's path, or undefined outside a browser (SSR). */
export function readCurrentPath(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return trimCurrentPath(location.pathname);
}
