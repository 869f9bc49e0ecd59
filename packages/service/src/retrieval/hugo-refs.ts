import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { PageRouting } from './page-path';
import { rewriteProseLines } from './prose-lines';

/**
 * `[text]({{< ref "feedback#seo" >}})`, `relref`, `{{% ref path="/docs/x" %}}`: a link whose destination is Hugo's
 * `ref` shortcode. The shortcode stage drops tags, which left `[text]()`. Its text may have begun on a line before
 * (`[Search Engine Optimization\nmeta tags]({{< ref … >}})`): then only the destination is on this line.
 */
const REF_LINK =
  /(?:\[((?:[^\][\\]|\\.)+))?\]\(\s*\{\{([<%])\s*(?:rel)?ref\s+(?:path\s*=\s*)?(["'`]?)([^"'`\s}]+)\3\s*[%>]\}\}\s*\)/g;
/** Pages a page's refs are looked up for; past this, a ref link keeps its text only. */
const MAX_REFS = 100;

/**
 * A Hugo page's `ref` / `relref` links at the page they name, as Hugo looks it up: a path from the content root when
 * it starts with `/`; else from the page's own folder, then from each folder above it (Hugo matches the path's end
 * anywhere in the site: `ref "content#…"` from `docs/content/navigation.md` is `docs/content/`). A page is its
 * `.md` file, its folder's `_index.md` or its bundle's `index.md`. A ref to no page keeps its text, as a link to
 * nowhere would 404. `name` is the page's file below `root`, the docs folder; `routing.docsFolder` the content root.
 * The link is written to the file, relative, for withSiteLinks to publish as it publishes any link to a file.
 */
export function withHugoRefs(text: string, name: string, root: string, routing: PageRouting): string {
  if (!/\{\{[<%]\s*(?:rel)?ref\b/.test(text)) return text;
  const content = routing.docsFolder ?? '';
  const folder = posix.dirname(name.replace(/\\/g, '/'));
  let looked = 0;
  const pageFile = (target: string): string | undefined => {
    const path = target.replace(/\.(md|markdown)$/i, '').replace(/\/+$/, '');
    const starts = path.startsWith('/') ? [content] : ancestors(folder, content);
    for (const start of starts) {
      for (const file of [`${path}.md`, `${path}/_index.md`, `${path}/index.md`]) {
        const candidate = posix.normalize(posix.join(start, file));
        if (candidate.startsWith('../') || looked++ >= MAX_REFS * 3) return undefined;
        if (existsSync(join(root, candidate))) return candidate;
      }
    }
    return undefined;
  };
  return rewriteProseLines(text, (line, inCode) =>
    line.replace(
      REF_LINK,
      (whole, label: string | undefined, _mark: string, _quote: string, target: string, at: number) => {
        if (inCode(at)) return whole;
        const [page = '', anchor] = target.split('#');
        const file = page ? pageFile(page) : name;
        // No page: the text alone where it is on this line; else the tag goes and the link's text stays a link's.
        if (!file) return label ?? whole;
        // As a relative link to the file, which site-links.ts then publishes where its own front matter moves it.
        const relative = posix.relative(folder === '.' ? '' : folder, file);
        return `${label === undefined ? '' : `[${label}`}](${encodeURI(relative)}${anchor ? `#${anchor}` : ''})`;
      },
    ),
  );
}

/** The page's folder and each above it, up to the content root: where a relative ref is looked for, nearest first. */
function ancestors(folder: string, content: string): string[] {
  const found: string[] = [];
  for (let at = folder === '.' ? '' : folder; ; at = posix.dirname(at) === '.' ? '' : posix.dirname(at)) {
    found.push(at);
    if (at === '' || at === content) return found;
  }
}
