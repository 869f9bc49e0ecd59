import { generatedKeyPair } from './generated-keys';
import { createKeyRing, type KeyRing } from './keys';

/**
 * The keys a service accepts: the ones given, or — when neither list is given — a pair generated once and kept in
 * `<dataDir>/keys.json`, so a first `docs-assistant serve` is protected without any setup.
 */
export function serviceKeys(dataDir: string, given: { assistantKeys?: string[]; adminKeys?: string[] }): KeyRing {
  const noKeys = !given.assistantKeys?.length && !given.adminKeys?.length;
  const generated = noKeys ? generatedKeyPair(dataDir) : undefined;
  return createKeyRing(
    given.assistantKeys?.length ? given.assistantKeys : generated ? [generated.assistant] : [],
    given.adminKeys?.length ? given.adminKeys : generated ? [generated.admin] : [],
    { generated: !!generated },
  );
}
