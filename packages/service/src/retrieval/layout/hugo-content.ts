import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder of a Hugo project whose files are the default language's pages, relative to the project: `content`,
 * or the folder the config mounts as the content (`[[module.mounts]] source = 'content/en' target = 'content'`, as
 * gohugo.io's own docs do) or names as a language's `contentDir` — the default language's where there are several.
 * Read from the config where it writes them as plain literals; `content` when it names none that exists.
 */
/**
 * `source = 'content/en'` then `target = 'content'` (TOML), or `- source: content/en` then `target: content` (YAML,
 * quoted or not); a mount into a folder below the content (`target: content/project/repo/AGENTS.md`) is not one.
 */
const MOUNTED_AS_CONTENT =
  /\bsource\s*[:=]\s*["']?([^"'\s,]+)["']?\s*,?\s*\n\s*target\s*[:=]\s*["']?content["']?\s*(?:[,#}\n]|$)/g;
const CONTENT_DIR = /\bcontentDir\s*[:=]\s*["']?([^"'\s,#}]+)["']?/g;

export function hugoContentFolder(project: string, configText: string): string {
  // Hugo's own default language is English.
  const language = /^\s*defaultContentLanguage\s*[:=]\s*["']?([\w-]+)/im.exec(configText)?.[1] ?? 'en';
  const named = [
    ...[...configText.matchAll(MOUNTED_AS_CONTENT)].map((match) => match[1] ?? ''),
    ...[...configText.matchAll(CONTENT_DIR)].map((match) => match[1] ?? ''),
  ]
    .map((folder) => folder.replace(/^\.?\/+|\/+$/g, ''))
    .filter((folder) => folder && !folder.split('/').includes('..') && isFolder(join(project, folder)));
  const own = named.find((folder) => folder.split('/').pop() === language);
  return own ?? named[0] ?? 'content';
}

function isFolder(path: string): boolean {
  try {
    return existsSync(path) && statSync(path).isDirectory();
  } catch {
    return false;
  }
}
