export class DocsAssistantKeyError extends Error {
  // Set in the constructor, not as a class field: a host targeting ES2020 would lower the field to a bundler helper,
  // and a helper shared with the lazy chunks costs every page an extra up-front request (see ARCHITECTURE.md, size).
  constructor(message: string) {
    super(message);
    this.name = 'DocsAssistantKeyError';
  }
}

/** Refuses a server-only key before any request is made, saying why and what to use instead. */
export function assertBrowserSafeKey(key: string | undefined): void {
  if (key === undefined || key === '') return;
  // The same rule as `isServerOnlyKey`, spelled out so this module (loaded only for a refused key) shares no chunk
  // with the first one.
  if (key.startsWith('mint_') && !key.startsWith('mint_dsc_')) {
    throw new DocsAssistantKeyError(
      `docs-assistant: the apiKey "${key.slice(0, 9)}…" is not an assistant key. Keys that start with "mint_" but not ` +
        `"mint_dsc_" are admin or index keys: server-side secrets that must never be shipped to a browser. ` +
        `Use the assistant key (it starts with "mint_dsc_"), or keep keys on your server with ` +
        `createAssistantProxy() from "docs-assistant/server" and point the widget's \`api\` prop at it. ` +
        `If this key was exposed, rotate it.`,
    );
  }
}

/**
 * For the widget, which refuses a server-only key up front and loads this module only then: the explanation, on the
 * console for the site's developer and to the host's `onError`.
 */
export function reportRefusedKey(key: string | undefined, onError?: (error: Error) => void): void {
  try {
    assertBrowserSafeKey(key);
  } catch (error) {
    console.error((error as Error).message);
    onError?.(error as Error);
  }
}
