import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateKey, kindOfKey } from './keys';

/**
 * With no keys configured, the service makes a pair and keeps it in `<dataDir>/keys.json`, so a widget or
 * script set up with the printed key keeps working after a restart.
 */
export function generatedKeyPair(dataDir: string): { assistant: string; admin: string } {
  const file = join(dataDir, 'keys.json');
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { assistant?: unknown; admin?: unknown };
    if (
      typeof saved.assistant === 'string' &&
      typeof saved.admin === 'string' &&
      kindOfKey(saved.assistant) === 'assistant' &&
      kindOfKey(saved.admin) === 'admin'
    ) {
      return { assistant: saved.assistant, admin: saved.admin };
    }
  } catch {
    // No saved pair yet (or unreadable): make one.
  }
  const pair = { assistant: generateKey('assistant'), admin: generateKey('admin') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(pair, null, 2), { mode: 0o600 });
  return pair;
}
