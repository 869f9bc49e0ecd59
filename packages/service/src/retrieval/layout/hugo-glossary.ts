import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where gohugo.io keeps its glossary, and where its link render hook looks when it names no other place. */
const DEFAULT_GLOSSARY = '/quick-reference/glossary';
/** Link render hooks are a few KB; a larger file is not read whole. */
const MAX_HOOK_BYTES = 64 * 1024;
const HOOKS = ['layouts/_markup/render-link.html', 'layouts/_default/_markup/render-link.html'];

/**
 * The content path of the glossary a Hugo site's `[term](g)` links point into (gohugo.io's link render hook turns
 * `(g)` into `/quick-reference/glossary/#term` when a term page exists), read from the site's own render hook
 * (`$glossaryPath := "…"`); gohugo.io's path when the site has no link hook to read (a copy of `content/` alone).
 * Undefined when the site's hook has no glossary: `(g)` then names nothing, and such links keep their text only.
 */
export function hugoGlossaryPath(config: string): string | undefined {
  for (const hook of HOOKS) {
    let text: string;
    try {
      text = readFileSync(join(config, hook), 'utf8').slice(0, MAX_HOOK_BYTES);
    } catch {
      continue;
    }
    const path = /\$glossaryPath\s*:?=\s*["'`]([^"'`]+)["'`]/.exec(text)?.[1];
    return path ? `/${path.replace(/^\/+|\/+$/g, '')}` : undefined;
  }
  return DEFAULT_GLOSSARY;
}
