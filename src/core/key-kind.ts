/** Assistant keys are public-ish and start `mint_dsc_`; every other `mint_` key is a server-side secret. */
const ASSISTANT_KEY_PREFIX = 'mint_dsc_';
const SERVICE_KEY_PREFIX = 'mint_';

/** True for an assistant key (`mint_dsc_…`): the only kind of key the assistant operation accepts. */
export function isAssistantKey(key: string): boolean {
  return key.startsWith(ASSISTANT_KEY_PREFIX);
}

/** True for a key that must never reach a browser: an admin (`mint_…`) or index (`mint_us_…`) key. */
export function isServerOnlyKey(key: string): boolean {
  return key.startsWith(SERVICE_KEY_PREFIX) && !key.startsWith(ASSISTANT_KEY_PREFIX);
}
