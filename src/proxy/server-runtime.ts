/**
 * A string that exists only in server code. `scripts/check-browser-bundle.ts` fails the build when it shows up in
 * a browser bundle, so it must stay referenced by every server factory (it is, through the guard below).
 */
export const SERVER_ONLY_MARKER = 'docs-assistant/server: server-only module';

export class ServerOnlyError extends Error {
  override name = 'ServerOnlyError';
}

/**
 * Refuses to run in a browser. Checked when a factory is called, not at import time, so a shared module graph
 * (SSR, tests in jsdom that never call it) can still import the entry.
 */
export function assertServerRuntime(factory: string): void {
  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    throw new ServerOnlyError(
      `${factory}() from "docs-assistant/server" was called in a browser. It holds a secret API key and must run ` +
        `only on your server (a route handler, an API route, a Node process). [${SERVER_ONLY_MARKER}]`,
    );
  }
}
