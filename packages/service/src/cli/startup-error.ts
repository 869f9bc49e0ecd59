import { StorageError } from '../storage/storage-error';

/**
 * A failure while starting the service, as one line saying what was wrong and what to do. Errors the service already
 * words for people (storage, keys) pass through; system errors are named by what the CLI was doing.
 */
export function describeStartupError(error: unknown, context: { port: number; host: string; dataDir: string }): string {
  if (error instanceof StorageError) return error.message;
  const err = error as NodeJS.ErrnoException & { syscall?: string; path?: string };
  const at = `${context.host}:${context.port}`;
  switch (err.code) {
    case 'EADDRINUSE':
      return `port ${context.port} on ${context.host} is in use (another docs-assistant serve?). Stop it, or pass --port <another port> (--port 0 picks a free one).`;
    case 'EACCES':
      if (err.syscall === 'listen')
        return `not allowed to listen on ${at} (ports below 1024 need privileges). Pass --port 3210 or another port above 1023.`;
      return `permission denied reading ${err.path ?? 'a file'}. Fix its permissions, or move it out of the folder.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot listen on ${context.host}: it is not an address of this machine. Pass --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every interface).`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `${err.path ?? context.dataDir} is a file where a folder is needed. Pass --data-dir <a folder>.`;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
