import { parseFrontMatter, type FrontMatter } from './front-matter';
import { createSlugger } from './slug';

/** One heading's worth of a page: the unit retrieval ranks and the answer quotes. */
export interface Section {
  /** `path#anchor`, or `path` for the text before the first heading. */
  id: string;
  /** The page's URL path, e.g. `/guides/install`. */
  path: string;
  /** Heading anchor, '' for a page's intro. */
  anchor: string;
  pageTitle: string;
  /** This section's heading (the page title for the intro). */
  heading: string;
  /** Headings above this one, outermost first, so "Options" under "Routes" reads as "Routes › Options". */
  trail: string[];
  /** The section's markdown as written, code blocks included. */
  markdown: string;
  /** Prose only, code blocks removed: what the ranking reads as text. */
  prose: string;
  /** Code blocks' contents, indexed apart so identifiers match without drowning the prose. */
  code: string;
  meta: FrontMatter;
}

const FENCE_OPEN = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;
const NAVIGATION_ONLY = /^(see also|related( pages| topics| links)?|further reading|next steps)$/i;
/** h5/h6 stay inside their parent: they are usually option names too small to stand alone. */
const SPLIT_DEPTH = 4;

/** `guides/install.md` → `/guides/install`; `index.md` and `README.md` name their folder. */
export function pagePathForFile(relativeFile: string): string {
  const parts = relativeFile
    .replace(/\\/g, '/')
    .replace(/\.(md|mdx|markdown)$/i, '')
    .split('/')
    .filter(Boolean);
  if (/^(index|readme)$/i.test(parts[parts.length - 1] ?? '')) parts.pop();
  return `/${parts.join('/')}`;
}

interface Draft {
  heading: string;
  anchor: string;
  trail: string[];
  lines: string[];
}

export function splitMarkdown(path: string, source: string): { title: string; meta: FrontMatter; sections: Section[] } {
  const { data: meta, body } = parseFrontMatter(source);
  const slug = createSlugger();
  const drafts: Draft[] = [{ heading: '', anchor: '', trail: [], lines: [] }];
  const stack: Array<{ depth: number; heading: string }> = [];
  let fence: string | undefined;
  let firstH1: string | undefined;
  let firstHeading: string | undefined;

  for (const line of body.split(/\r?\n/)) {
    const current = drafts[drafts.length - 1] as Draft;
    const fenceMatch = FENCE_OPEN.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]?.[0] === fence[0] && (fenceMatch[1]?.length ?? 0) >= fence.length)
        fence = undefined;
      current.lines.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      current.lines.push(line);
      continue;
    }
    const heading = HEADING.exec(line);
    if (!heading || (heading[1]?.length ?? 7) > SPLIT_DEPTH) {
      current.lines.push(line);
      continue;
    }
    const depth = heading[1]?.length ?? 1;
    const raw = heading[2] ?? '';
    const customId = CUSTOM_ID.exec(raw)?.[1];
    const text = plainInline(raw.replace(CUSTOM_ID, ''));
    if (depth === 1 && firstH1 === undefined) firstH1 = text;
    firstHeading ??= text;
    while (stack.length > 0 && (stack[stack.length - 1]?.depth ?? 0) >= depth) stack.pop();
    if (depth === 1 && firstH1 === text && drafts.length === 1) {
      // The page's first h1 is its title: what follows it is the page's intro, linked as the page itself.
      current.heading = text;
    } else {
      drafts.push({ heading: text, anchor: customId ?? slug(text), trail: stack.map((s) => s.heading), lines: [] });
    }
    stack.push({ depth, heading: text });
  }

  // Without an h1, the file name names the page better than its first h2 (`Server.md` starts at "## Factory").
  const title = meta.title ?? firstH1 ?? titleFromPath(path) ?? firstHeading ?? path;
  const sections: Section[] = [];
  for (const draft of drafts) {
    const markdown = draft.lines.join('\n').trim();
    // An h1 that only repeats the title, or an intro with nothing in it, is no answer to anything.
    const { prose, code } = separateCode(markdown);
    if (!prose && !code && (draft.anchor === '' || draft.heading === firstH1)) continue;
    // "See also" lists name other pages: indexing them would rank the list above the pages it names.
    if (NAVIGATION_ONLY.test(draft.heading)) continue;
    sections.push({
      id: draft.anchor ? `${path}#${draft.anchor}` : path,
      path,
      anchor: draft.anchor,
      pageTitle: title,
      heading: draft.heading || title,
      trail: draft.trail.filter((h) => h !== title),
      markdown,
      prose,
      code,
      meta,
    });
  }
  return { title, meta, sections };
}

function titleFromPath(path: string): string | undefined {
  const name = path.split('/').pop();
  return name ? name.replace(/[-_]+/g, ' ').trim() || undefined : undefined;
}

/** Drops inline markdown (links, emphasis, code ticks, HTML) from a heading. */
export function plainInline(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim();
}

function separateCode(markdown: string): { prose: string; code: string } {
  const prose: string[] = [];
  const code: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMatch = FENCE_OPEN.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]?.[0] === fence[0]) fence = undefined;
      else code.push(line);
    } else if (fenceMatch) fence = fenceMatch[1];
    else prose.push(line);
  }
  return { prose: plainInline(prose.join('\n')), code: code.join('\n') };
}
