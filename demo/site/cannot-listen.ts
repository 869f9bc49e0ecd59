/**
 * Why `npm start` cannot listen, as one line in its own terms (`PORT=`, `HOST=`), the way `docs-assistant serve`
 * words the same failures for its flags (packages/service/src/cli/startup-error.ts). Anything else keeps its message.
 */
export function cannotListen(error: unknown, port: number, host: string): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is in use (another npm start, or a docs-assistant serve?). Stop it, or start on another port: PORT=<port> npm start (PORT=0 picks a free one).`;
    case 'EACCES':
      return `not allowed to listen on ${host}:${port} (ports below 1024 need privileges). Start on another port: PORT=3210 npm start.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot listen on ${host}: it is not an address of this machine. HOST=127.0.0.1 npm start (this machine only), or HOST=0.0.0.0 (every interface).`;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
