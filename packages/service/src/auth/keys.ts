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
 * Keys are checked by prefix and against the configured ones. A key whose prefix does not fit the list it was
 * configured in is refused at start, so a misconfiguration fails loudly instead of as 403s later.
 */
export function createKeyRing(assistantKeys: string[], adminKeys: string[]): KeyRing {
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
      if (!match?.[1]) return { ok: false, status: 401, error: 'Missing API key: send "Authorization: Bearer <key>".' };
      const key = match[1];
      const kind = known.get(key);
      if (!kind || kindOfKey(key) !== kind) return { ok: false, status: 401, error: 'Invalid API key.' };
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
