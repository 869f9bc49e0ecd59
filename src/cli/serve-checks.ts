import { statSync } from 'node:fs';
import { UsageError } from './usage-error';

/** A whole number flag within bounds, or a usage error naming the flag and the range. */
export function wholeNumber(
  flag: string,
  value: string | undefined,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${flag} must be a whole number ${range}, got "${value}".`);
  }
  return n;
}

/** `path` must be an existing folder: a missing path or a file gets a line saying which flag and what to pass. */
export function existingFolder(flag: string, path: string, shown: string, example: string): void {
  let info;
  try {
    info = statSync(path);
  } catch {
    throw new UsageError(`--${flag} ${shown}: no such folder (${path}). Pass the folder that holds ${example}.`);
  }
  if (!info.isDirectory())
    throw new UsageError(`--${flag} ${shown} is a file, not a folder. Pass the folder that holds ${example}.`);
}
