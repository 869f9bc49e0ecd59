import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder of a Hugo project whose files are the default language's pages, relative to the project: `content`,
 * or the folder the config mounts as the content (`[[module.mounts]] source = 'content/en' target = 'content'`, as
 * gohugo.io's own docs do) or names as a language's `contentDir` — the default language's where there are several.
 * Read from the config where it writes them as plain literals; `content` when it names none that exists.
 */
export function hugoContentFolder(project: string, configText: string): string {
  const language = /^\s*defaultContentLanguage\s*[:=]\s*["']?([\w-]+)/im.exec(configText)?.[1];
  const named = [
    ...[
      ...configText.matchAll(/\bsource\s*[:=]\s*["']([^"'\n]+)["']\s*,?\s*\n\s*target\s*[:=]\s*["']content["']/g),
    ].map((match) => match[1] ?? ''),
    ...[...configText.matchAll(/\bcontentDir\s*[:=]\s*["']([^"'\n]+)["']/g)].map((match) => match[1] ?? ''),
  ]
    .map((folder) => folder.replace(/^\.?\/+|\/+$/g, ''))
    .filter((folder) => folder && !folder.split('/').includes('..') && isFolder(join(project, folder)));
  const own = named.find((folder) => language && folder.split('/').pop() === language);
  return own ?? named[0] ?? 'content';
}

function isFolder(path: string): boolean {
  try {
    return existsSync(path) && statSync(path).isDirectory();
  } catch {
    return false;
  }
}
