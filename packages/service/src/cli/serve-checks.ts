import { accessSync, constants, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { cutWithEllipsis } from '../text/ellipsis';
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

/** A folder the service will read: present (else a usage error, above) and readable by this user. */
export function readableFolder(flag: string, path: string, shown: string, example: string): void {
  existingFolder(flag, path, shown, example);
  try {
    accessSync(path, constants.R_OK | constants.X_OK);
  } catch {
    throw new Error(
      `--${flag} ${shown}: permission denied reading ${path}. Fix its permissions, or pass another folder.`,
    );
  }
}

/** The data dir is written at start (database, generated keys): a file in its place or no write access stops here. */
export function usableDataDir(path: string): void {
  let info;
  try {
    info = statSync(path);
  } catch {
    return; // created at start
  }
  if (!info.isDirectory()) throw new Error(`${path} is a file where a folder is needed. Pass --data-dir <a folder>.`);
  try {
    accessSync(path, constants.W_OK | constants.X_OK);
  } catch {
    throw new Error(
      `--data-dir ${path} is not writable by this user; threads and jobs are stored there. Fix its permissions, or pass --data-dir <another folder>.`,
    );
  }
}

const preview = (key: string) => cutWithEllipsis(key, 13);

/** Keys by their prefix (service-api §1–2), said in terms of the flag or variable they came from. */
export function checkKeys(
  assistant: Array<{ key: string; from: string }>,
  admin: Array<{ key: string; from: string }>,
): void {
  for (const { key, from } of assistant) {
    if (!key.startsWith('mint_dsc_')) {
      const other = from.startsWith('--') ? 'pass it with --admin-key' : 'put it in DOCS_ASSISTANT_ADMIN_KEYS';
      const hint = key.startsWith('mint_') ? ` That looks like an admin key: ${other}.` : '';
      throw new UsageError(`${from} ${preview(key)}: assistant keys start with mint_dsc_.${hint}`);
    }
  }
  for (const { key, from } of admin) {
    if (key.startsWith('mint_dsc_')) {
      const other = from.startsWith('--') ? 'pass it with --assistant-key' : 'put it in DOCS_ASSISTANT_KEYS';
      throw new UsageError(
        `${from} ${preview(key)} is an assistant key (mint_dsc_…): ${other}; admin keys start with mint_ but not mint_dsc_.`,
      );
    }
    if (!key.startsWith('mint_'))
      throw new UsageError(`${from} ${preview(key)}: admin keys start with mint_ (but not mint_dsc_).`);
  }
}

/**
 * Fails fast when the port is taken, the address is not this machine's or the port needs privileges — checked by
 * binding it for a moment before indexing, which can take many seconds on a large docs folder. Port 0 is always free.
 */
export async function portIsFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => resolve());
  });
  await new Promise((closed) => probe.close(closed));
}
