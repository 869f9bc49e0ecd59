import type { SkippedFile } from './cached-page';

/** A docs file that cannot be read, with what its warning tells the operator to do. */
export function unreadableFile(error: NodeJS.ErrnoException): SkippedFile {
  if (error.code === 'EACCES' || error.code === 'EPERM')
    return { skipped: 'permission denied; fix its permissions or move it out of the folder', cause: 'unreadable' };
  return { skipped: `cannot be read: ${error.code ?? error.message}`, cause: 'unreadable' };
}
