import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { publishedPathForFile, type PageRouting } from './page-path';
import { rewriteProseLines } from './prose-lines';
import { slugify } from './slug';

/** `[regular expressions](g)`, `[_identifiers_](g)`: a glossary link in gohugo.io's own docs. */
const GLOSSARY_LINK = /\[((?:[^\][\\]|\\.)+)\]\(g\)/g;
/** Terms a page's glossary links are looked up for; past this, a link keeps its text only. */
const MAX_TERMS = 200;

/**
 * A Hugo page's `[term](g)` links as the site's link render hook publishes them: to the term's entry on the
 * glossary page (`/quick-reference/glossary#regular-expression`) when the glossary holds a page for the term or its
 * singular, as the hook looks them up; the text alone when it holds neither, or the site has no glossary page — a
 * link to a page `g` would 404. `glossary` is the glossary's folder below the docs folder. The term files looked for,
 * found or not, are added to `read`: the page depends on them, so a term page added later links the term.
 */
export function withGlossaryLinks(
  text: string,
  glossary: string,
  root: string,
  routing: PageRouting,
  read: string[],
): string {
  if (!text.includes('](g)')) return text;
  const index = posix.join(glossary, '_index.md');
  read.push(join(root, index));
  const page = existsSync(join(root, index)) ? publishedPathForFile(index, {}, routing) : undefined;
  const anchors = new Map<string, string | undefined>();
  const anchorOf = (term: string): string | undefined => {
    if (anchors.has(term)) return anchors.get(term);
    if (anchors.size >= MAX_TERMS) return undefined;
    let found: string | undefined;
    for (const candidate of new Set([term, singular(term)])) {
      const file = join(root, glossary, `${urlized(candidate)}.md`);
      read.push(file);
      if (existsSync(file)) {
        found = slugify(candidate);
        break;
      }
    }
    anchors.set(term, found);
    return found;
  };
  return rewriteProseLines(text, (line, inCode) =>
    line.replace(GLOSSARY_LINK, (whole, label: string, at: number) => {
      if (inCode(at)) return whole;
      const anchor = page ? anchorOf(plain(label).toLowerCase()) : undefined;
      return anchor ? `[${label}](${page}#${anchor})` : label;
    }),
  );
}

/** The label as plain text, as the hook's `transform.Plainify` reads it: emphasis and code marks gone. */
function plain(label: string): string {
  return label.replace(/[*_`]/g, '').replace(/\\(.)/g, '$1').trim();
}

/** Hugo's `urlize` for a term: lower case, spaces as hyphens, no punctuation but hyphens, dots and underscores. */
function urlized(term: string): string {
  return term
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}._-]/gu, '');
}

/** Enough of Hugo's `inflect.Singularize` for glossary terms: `expressions` → `expression`, `entries` → `entry`. */
function singular(term: string): string {
  if (/ies$/.test(term)) return term.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(term)) return term.replace(/es$/, '');
  if (/[^s]s$/.test(term)) return term.replace(/s$/, '');
  return term;
}
