import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { open, readlink } from 'node:fs/promises';
import { isInside } from './http/inside-folder';

/** Why a file under the docs folder was not read: it is no page of the folder's, whatever its name there. */
export class RefusedDocsFile extends Error {}

/**
 * Opening a named pipe for reading waits for a writer, holding the request (or, read synchronously, the whole
 * service); without blocking, it opens at once and is refused as no regular file.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
/** Linux names each open file's real path here: what was opened, not what the path names a moment later. */
const OPEN_FILES = '/proc/self/fd/';

/**
 * A docs file's text, read only when the file opened is a regular file whose real path is inside `root` (the docs
 * folder's real path) at the moment it is read. The folder's links are checked when it is walked; a page swapped
 * for a link afterwards (`ln -sf`, a `git pull`), or a folder above it swapped for one, is caught here, on every
 * read. The path is checked on the open handle, so a swap between check and read cannot slip another file in.
 * Throws `RefusedDocsFile`, or the error that stopped the read (ENOENT, EACCES).
 */
export async function readDocsFile(root: string, file: string): Promise<string> {
  const handle = await open(file, OPEN_FLAGS);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw notAFile();
    checkInside(root, await readlink(`${OPEN_FILES}${handle.fd}`).catch(() => realPathByName(file, info)));
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * `readDocsFile` for a route that reads a page synchronously (a page's `markdown`), or a page's include: the same
 * checks, and with `maxBytes` a file larger than that is refused before any of it is read.
 */
export function readDocsFileSync(root: string, file: string, maxBytes = Infinity): string {
  const fd = openSync(file, OPEN_FLAGS);
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw notAFile();
    if (info.size > maxBytes) throw new RefusedDocsFile(`larger than ${Math.round(maxBytes / 1024)} KB`);
    let real: string | undefined;
    try {
      real = readlinkSync(`${OPEN_FILES}${fd}`);
    } catch {
      real = realPathByName(file, info);
    }
    checkInside(root, real);
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * Where no `/proc` names the open file (macOS, Windows): the path's real path, trusted only when it names the very
 * file that was opened (same device and inode), so a swap after the open is refused rather than believed.
 */
function realPathByName(file: string, opened: Stats): string | undefined {
  try {
    const real = realpathSync(file);
    const named = statSync(real);
    return named.dev === opened.dev && named.ino === opened.ino ? real : undefined;
  } catch {
    return undefined;
  }
}

function checkInside(root: string, real: string | undefined): void {
  if (real === undefined) throw new RefusedDocsFile('it changed while it was read');
  if (!isInside(root, real)) throw new RefusedDocsFile(`it leads to ${real}, outside the docs folder`);
}

const notAFile = () => new RefusedDocsFile('it is not a regular file');
