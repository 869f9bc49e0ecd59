import { readdirSync } from 'node:fs';
import { isLanguageTag } from './language-tags';

/** The folders directly under `dir` named as language tags (`en`, `ja`, `pt-BR`), sorted. */
export function languageFolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isLanguageTag(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** The default first: `preferred` when the site has it, else English, else the first. */
export function defaultFirst(languages: readonly string[], preferred: string | undefined): string[] {
  const first =
    (preferred && languages.find((l) => l.toLowerCase() === preferred.toLowerCase())) ??
    languages.find((l) => /^en(-|$)/i.test(l)) ??
    languages[0];
  return first ? [first, ...languages.filter((l) => l !== first)] : [];
}
