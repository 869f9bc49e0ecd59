import { jsonError } from './json-response';

/**
 * Runs a helper's configuration checks when it is first used, not when it is created. A route module creates its
 * handler at import, and frameworks import routes while building (`next build` collects page data), where the
 * secrets usually are not set: a check at creation failed the build. The outcome is kept: every later use gets
 * the same value, or the same error.
 */
export function onFirstCall<T>(setup: () => T): () => T {
  let outcome: { value: T } | { error: unknown } | undefined;
  return () => {
    if (!outcome) {
      try {
        outcome = { value: setup() };
      } catch (error) {
        outcome = { error };
      }
    }
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
}

/**
 * The answer of a route whose configuration is wrong: a 500 that tells the caller only that the server must be
 * fixed (the details name the operator's settings), and the details logged for the operator, once per route.
 */
export function misconfiguredRoute(factory: string): (error: unknown) => Response {
  let logged = false;
  return (error) => {
    if (!logged) {
      logged = true;
      const detail = error instanceof Error ? error.message : String(error);
      console.error(`docs-assistant ${factory}: not configured, every request answers 500 until it is. ${detail}`);
    }
    return jsonError(500, 'The assistant is not configured on this server; its log says what to set.');
  };
}
