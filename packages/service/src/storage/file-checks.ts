import { accessSync, closeSync, constants, existsSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';
import { StorageError } from './storage-error';

export const WHAT_TO_DO =
  'Move it aside (or pass --data-dir <another folder>) and start again; the service changed nothing in it.';

/** Where a refusal's details go: beside the file, so the one line on the terminal stays one line. */
export const damageLog = (file: string) => `${file}-refused.log`;

/**
 * A refusal as one line naming the file, with whatever is too long or too raw for that line (SQLite's own report,
 * several lines of it) written to a log beside the file. When even that cannot be written, the line says only what
 * is wrong.
 */
export function refuse(file: string, problem: string, details?: string): StorageError {
  let where = '';
  if (details) {
    try {
      writeFileSync(damageLog(file), `${new Date().toISOString()} ${file}\n${problem}\n\n${details}\n`);
      where = ` (details in ${damageLog(file)})`;
    } catch {
      where = '';
    }
  }
  return new StorageError(`${file} ${problem}${where}. ${WHAT_TO_DO}`.replace(/\s*\n\s*/g, ' '));
}

const HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * What can be told from the file before SQLite opens it: a folder in its place, no permission to write, and a file
 * shorter than its own header says. SQLite reads a short file without complaint — `quick_check` says "ok" and a
 * stored message comes back with its end missing — so the page count in the header (bytes 28–31, valid while bytes
 * 92–95 match the change counter at 24–27) is checked against the size here.
 */
export function checkDatabaseFile(file: string, { readOnly = false } = {}): void {
  if (!existsSync(file)) return;
  const info = statSync(file);
  if (info.isDirectory()) throw refuse(file, 'is a folder where the database file belongs');
  if (!info.isFile()) throw refuse(file, 'is not a regular file');
  try {
    accessSync(file, readOnly ? constants.R_OK : constants.R_OK | constants.W_OK);
  } catch {
    throw new StorageError(
      readOnly
        ? `${file} cannot be read by this user. Fix its permissions (chmod u+r), or run as its owner.`
        : `${file} is read-only for this user; the service writes threads and jobs to it. Make it writable (chmod u+w), or pass --data-dir <another folder>.`,
    );
  }
  if (info.size < 100) return; // empty (refused by the caller) or not SQLite (SQLite says so)
  const header = Buffer.alloc(100);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  if (!header.subarray(0, 16).equals(HEADER)) return;
  // A write-ahead log with content can hold pages the main file does not have yet (a checkpoint cut short); SQLite
  // completes it on open, and quick_check then reads every page.
  if (existsSync(`${file}-wal`) && statSync(`${file}-wal`).size > 0) return;
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  const pages = header.readUInt32BE(28);
  const headerValid = header.readUInt32BE(92) === header.readUInt32BE(24);
  const expected = pages * pageSize;
  if (info.size % pageSize !== 0 || (headerValid && pages > 0 && info.size < expected)) {
    throw refuse(
      file,
      'is shorter than its header says: it was cut off, and what is missing cannot be read back',
      `size ${info.size} bytes; header: ${pages} pages of ${pageSize} bytes = ${expected} bytes` +
        (info.size % pageSize ? `; the size is not a whole number of pages` : ''),
    );
  }
}
