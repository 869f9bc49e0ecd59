import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readConfig } from './config-text';

/** At most this many MkDocs configs are read in a site's folder (Textual keeps four). */
const MAX_CONFIGS = 8;

/**
 * The text of every MkDocs config in `folder` — `mkdocs.yml`, or Textual's `mkdocs-online.yml`, `mkdocs-common.yml`
 * and `mkdocs-nav.yml`, which build one site with `-f` and `INHERIT` — in name order, or with `first` (the config the
 * site is detected by) before the rest. Read as text, never run; empty when the folder cannot be listed.
 */
export function mkdocsConfigTexts(folder: string, first?: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => /^mkdocs([-_.][\w.-]*)?\.ya?ml$/i.test(name));
  } catch {
    return [];
  }
  const own = first === undefined ? undefined : basename(first);
  const ordered = [...(own && names.includes(own) ? [own] : []), ...names.sort().filter((name) => name !== own)];
  return ordered.slice(0, MAX_CONFIGS).map((name) => readConfig(join(folder, name)));
}
