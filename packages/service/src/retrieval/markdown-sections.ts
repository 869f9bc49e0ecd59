import { parseFrontMatter, type FrontMatter } from './front-matter';
import type { Generator } from './generator';
import { prepareMarkdown } from './generator-markup';
import { parseBlocks, type Block, type ParserChoice } from './markdown-tree';
import { createSlugger, mystHtmlId, type SlugStep } from './slug';

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
  /**
   * The heading as Markdown when it holds code (`` `<Image />` ``), for a link label that shows it as the page
   * does; absent when it is plain text.
   */
  headingMarkdown?: string;
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

const NAVIGATION_ONLY = /^(see also|related( pages| topics| links)?|further reading|next steps)$/i;
/** Generators whose Markdown has definition lists (`term` then `:   definition`). */
const DEFINITION_LISTS = new Set<Generator>(['mkdocs', 'sphinx', 'mystmd']);
/** h5/h6 stay inside their parent: they are usually option names too small to stand alone. */
const SPLIT_DEPTH = 4;
/** A file this large is generated data, not a page someone reads; parsing it would hold start-up for seconds. */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

export interface SplitOptions {
  /** Whose anchors to reproduce (default `github`, github-slugger's rule). */
  generator?: Generator;
  /** Parse as MDX (`.mdx` files): JSX, imports and expressions. Default false. */
  mdx?: boolean;
  /** `micromark` for every page, as before markdown-it read plain pages: for comparing the two. Default `fast`. */
  parser?: ParserChoice;
  /** The title the site's navigation gives the page (MkDocs `nav`): before its front matter's and its first heading. */
  title?: string;
  /** The site's own slugify, where its config sets one (page-path.ts `PageRouting.slugify`). */
  slugify?: readonly SlugStep[];
}

interface Draft {
  heading: string;
  headingMarkdown?: string;
  anchor: string;
  trail: string[];
  blocks: Block[];
}

/** A page's parts once parsed: what the index needs of it, and what a per-file cache can keep. */
export interface SplitPage {
  title: string;
  meta: FrontMatter;
  sections: Section[];
}

/**
 * Splits a page into sections. Throws `PageParseError` (with the line and the reason) when the file cannot be parsed
 * — an MDX file with a JSX syntax error, say; the caller skips that one file.
 */
export function splitMarkdown(path: string, source: string, options: SplitOptions = {}): SplitPage {
  const { data: meta, body } = parseFrontMatter(source);
  if (body.length > MAX_PAGE_BYTES)
    throw new PageParseError(`larger than ${MAX_PAGE_BYTES / 1024 / 1024} MB, not a page someone reads`);
  const prepared = prepareMarkdown(body, { definitionLists: DEFINITION_LISTS.has(options.generator ?? 'github') });
  let blocks: Block[];
  try {
    blocks = parseBlocks(prepared.text, { mdx: options.mdx ?? false, parser: options.parser });
  } catch (error) {
    // The parser counts from the body; the operator's editor counts from the file's first line, front matter included.
    const frontMatterLines = source.slice(0, source.length - body.length).split('\n').length - 1;
    throw PageParseError.from(error).movedBy((line) => line + frontMatterLines);
  }
  const slug = createSlugger(options.generator, options.slugify);
  const drafts: Draft[] = [{ heading: '', anchor: '', trail: [], blocks: [] }];
  const stack: Array<{ depth: number; heading: string }> = [];
  let firstH1: string | undefined;
  let firstHeading: string | undefined;

  for (const block of blocks) {
    const current = drafts[drafts.length - 1] as Draft;
    if (block.kind !== 'heading' || block.depth > SPLIT_DEPTH) {
      current.blocks.push(
        block.kind === 'heading' ? { ...block, markdown: `${'#'.repeat(block.depth)} ${block.text}` } : block,
      );
      continue;
    }
    const { depth, text } = block;
    // mystmd moves a `(label)=` target onto the heading after it: the label is the heading's only anchor there.
    const label = options.generator === 'mystmd' ? prepared.headingLabels.get(block.line) : undefined;
    const explicitId = prepared.headingIds.get(block.line) ?? (label !== undefined ? mystHtmlId(label) : undefined);
    if (depth === 1 && firstH1 === undefined) firstH1 = text;
    firstHeading ??= text;
    while (stack.length > 0 && (stack[stack.length - 1]?.depth ?? 0) >= depth) stack.pop();
    if (depth === 1 && firstH1 === text && drafts.length === 1 && !explicitId) {
      // The page's first h1 is its title: what follows it is the page's intro, linked as the page itself.
      current.heading = text;
    } else {
      const anchor = explicitId ? slug.reserve(explicitId) : slug(text);
      drafts.push({
        heading: text,
        ...(/`/.test(block.markdown) ? { headingMarkdown: block.markdown } : {}),
        anchor,
        trail: stack.map((s) => s.heading),
        blocks: [],
      });
    }
    stack.push({ depth, heading: text });
  }

  // Without an h1, the file name names the page better than its first h2 (`Server.md` starts at "## Factory").
  const title =
    options.title ?? meta.title ?? firstH1 ?? titleFromPath(path, options.generator) ?? firstHeading ?? path;
  const sections: Section[] = [];
  const ids = new Set<string>();
  for (const draft of drafts) {
    const markdown = draft.blocks
      .map((block) => block.markdown)
      .filter(Boolean)
      .join('\n\n');
    const prose = draft.blocks
      .map((block) => block.text)
      .filter(Boolean)
      .join('\n');
    const code = draft.blocks
      .map((block) => block.code)
      .filter(Boolean)
      .join('\n');
    // An h1 that only repeats the title, or an intro with nothing in it, is no answer to anything.
    if (!prose && !code && (draft.anchor === '' || draft.heading === firstH1)) continue;
    // "See also" lists name other pages: indexing them would rank the list above the pages it names.
    if (NAVIGATION_ONLY.test(draft.heading)) continue;
    // A heading with no text the generator can slug (an emoji, an image) has no anchor on the site: the section
    // links to its page, but keeps an id of its own — ids are unique by construction, whatever the headings say.
    let id = draft.anchor ? `${path}#${draft.anchor}` : path;
    for (let n = 1; ids.has(id); n++) id = `${path}#${draft.anchor}~${n}`;
    ids.add(id);
    sections.push({
      id,
      path,
      anchor: draft.anchor,
      pageTitle: title,
      heading: draft.heading || title,
      ...(draft.headingMarkdown ? { headingMarkdown: draft.headingMarkdown } : {}),
      trail: draft.trail.filter((h) => h !== title),
      markdown,
      prose,
      code,
      meta,
    });
  }
  return { title, meta, sections };
}

/** Why one file could not be parsed, with the line and column when the parser named them. */
export class PageParseError extends Error {
  constructor(
    readonly reason: string,
    readonly place?: { line: number; column?: number },
    options?: ErrorOptions,
  ) {
    const where = place ? `line ${place.line}${place.column ? `:${place.column}` : ''}: ` : '';
    super(`${where}${reason}`.slice(0, 300), options);
  }

  static from(error: unknown): PageParseError {
    if (error instanceof PageParseError) return error;
    // Thousands of nested quotes or brackets exhaust the parser's recursion.
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return new PageParseError('nested too deeply to parse', undefined, { cause: error });
    const place = error as { line?: number; column?: number; reason?: string; message?: string };
    const reason = (place.reason ?? place.message ?? String(error)).split('\n')[0] ?? '';
    const at = typeof place.line === 'number' ? { line: place.line, column: place.column } : undefined;
    return new PageParseError(reason, at, { cause: error });
  }

  /** The same error at another line: the file's own numbering, where the parser read a changed text. */
  movedBy(lineIn: (line: number) => number): PageParseError {
    if (!this.place) return this;
    return new PageParseError(this.reason, { ...this.place, line: lineIn(this.place.line) }, { cause: this.cause });
  }
}

function titleFromPath(path: string, generator: Generator | undefined): string | undefined {
  const name = path.split('/').pop()?.replace(/[-_]+/g, ' ').trim();
  if (!name) return undefined;
  // MkDocs capitalises a file name written all in lower case (`testclient.md` is "Testclient"), and no other.
  return generator === 'mkdocs' && name === name.toLowerCase() ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}
