import { randomBytes } from 'node:crypto';

export type KeyKind = 'assistant' | 'admin';

const ASSISTANT_PREFIX = 'mint_dsc_';
const SERVICE_PREFIX = 'mint_';

/** The kind a key's prefix claims (service-api §1–2): `mint_dsc_…` assistant, any other `mint_…` admin. */
export function kindOfKey(key: string): KeyKind | undefined {
  if (key.startsWith(ASSISTANT_PREFIX)) return 'assistant';
  if (key.startsWith(SERVICE_PREFIX)) return 'admin';
  return undefined;
}

export function generateKey(kind: KeyKind): string {
  return `${kind === 'assistant' ? ASSISTANT_PREFIX : SERVICE_PREFIX}local_${randomBytes(12).toString('hex')}`;
}

export type KeyCheck = { ok: true; key: string } | { ok: false; status: 401 | 403; error: string };

export interface KeyRing {
  readonly assistantKeys: readonly string[];
  readonly adminKeys: readonly string[];
  /** Checks an `Authorization` header against the kind a route needs. */
  check(authorization: string | undefined, needed: KeyKind): KeyCheck;
}

/**
 * Where a refused caller finds the key this service takes, said in its 401s: the one to fix it is often a developer
 * who set up a widget with another service's key, or with the key of an earlier data folder. It names the start-up
 * line that printed the key, never a key.
 */
function whereTheKeyIs(kind: KeyKind, generated: boolean): string {
  return generated
    ? `This docs-assistant service takes the ${kind} key it made and printed at start (the "${kind} key:" line; also in keys.json in its data folder).`
    : `This docs-assistant service takes the ${kind} keys it was started with (printed at start as the "${kind} key:" line).`;
}

/**
 * Keys are checked by prefix and against the configured ones. A key whose prefix does not fit the list it was
 * configured in is refused at start, so a misconfiguration fails loudly instead of as 403s later. `generated`: the
 * keys are the pair the service made (generated-keys.ts), which its 401s point to.
 */
export function createKeyRing(assistantKeys: string[], adminKeys: string[], { generated = false } = {}): KeyRing {
  for (const key of assistantKeys) {
    if (kindOfKey(key) !== 'assistant') throw new Error(`Assistant keys must start with "${ASSISTANT_PREFIX}".`);
  }
  for (const key of adminKeys) {
    if (kindOfKey(key) !== 'admin')
      throw new Error(`Admin keys must start with "${SERVICE_PREFIX}" but not "${ASSISTANT_PREFIX}".`);
  }
  const known = new Map<string, KeyKind>([
    ...assistantKeys.map((key) => [key, 'assistant'] as const),
    ...adminKeys.map((key) => [key, 'admin'] as const),
  ]);
  return {
    assistantKeys,
    adminKeys,
    check(authorization, needed) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
      const where = whereTheKeyIs(needed, generated);
      if (!match?.[1])
        return { ok: false, status: 401, error: `Missing API key: send "Authorization: Bearer <key>". ${where}` };
      const key = match[1];
      const kind = known.get(key);
      if (!kind || kindOfKey(key) !== kind) return { ok: false, status: 401, error: `Invalid API key. ${where}` };
      if (kind !== needed) {
        return {
          ok: false,
          status: 403,
          error:
            needed === 'assistant'
              ? 'This route needs an assistant key (mint_dsc_…), not an admin key.'
              : 'This route needs an admin key; assistant keys (mint_dsc_…) cannot manage agent jobs.',
        };
      }
      return { ok: true, key };
    },
  };
}
