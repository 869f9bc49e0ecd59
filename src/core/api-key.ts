/** Assistant keys are public-ish and start `mint_dsc_`; every other `mint_` key is a server-side secret. */
const ASSISTANT_KEY_PREFIX = 'mint_dsc_';
const SERVICE_KEY_PREFIX = 'mint_';

export class DocsAssistantKeyError extends Error {
  override name = 'DocsAssistantKeyError';
}

/** True for an assistant key (`mint_dsc_…`): the only kind of key the assistant operation accepts. */
export function isAssistantKey(key: string): boolean {
  return key.startsWith(ASSISTANT_KEY_PREFIX);
}

/** True for a key that must never reach a browser: an admin (`mint_…`) or index (`mint_us_…`) key. */
export function isServerOnlyKey(key: string): boolean {
  return key.startsWith(SERVICE_KEY_PREFIX) && !key.startsWith(ASSISTANT_KEY_PREFIX);
}

/** Refuses a server-only key before any request is made, saying why and what to use instead. */
export function assertBrowserSafeKey(key: string | undefined): void {
  if (key === undefined || key === '') return;
  if (isServerOnlyKey(key)) {
    throw new DocsAssistantKeyError(
      `docs-assistant: the apiKey "${key.slice(0, 9)}…" is not an assistant key. Keys that start with "mint_" but not ` +
        `"mint_dsc_" are admin or index keys: server-side secrets that must never be shipped to a browser. ` +
        `Use the assistant key (it starts with "mint_dsc_"), or keep keys on your server with ` +
        `createAssistantProxy() from "docs-assistant/server" and point the widget's \`api\` prop at it. ` +
        `If this key was exposed, rotate it.`,
    );
  }
}
