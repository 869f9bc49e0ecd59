// The integration snippets the docs show, read from the docs themselves, so the suites mount what a reader copies.
// A snippet is a fenced block whose info string names it after the language: ```html snippet=embed-mkdocs
// (GitHub and the demo's renderer take the first word as the language and ignore the rest).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface DocSnippet {
  /** The fence's language (`html`, `tsx`, …). */
  language: string;
  /** The block's text, without the fences. */
  text: string;
}

/** The block named `name` in `file` (a path from the repository root); throws when there is not exactly one. */
export function docSnippet(file: string, name: string): DocSnippet {
  const markdown = readFileSync(ROOT + file, 'utf8');
  // A fence of three or more backticks, its language, then `snippet=name` among the info string's words.
  const fence = /^(`{3,})(\w+)[^\n]*?\bsnippet=([\w-]+)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm;
  const found = [...markdown.matchAll(fence)].filter((match) => match[3] === name);
  if (found.length !== 1) throw new Error(`${file}: expected one block marked snippet=${name}, found ${found.length}.`);
  const [, , language, , text] = found[0]!;
  return { language: language!, text: text! };
}
