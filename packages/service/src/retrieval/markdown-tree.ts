import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { cleanCode, codeLanguage } from './code-markers';
import { parseWithMarkdownIt } from './markdown-it-tree';
import type { AnyNode } from './mdast-node';
import { micromarkOnly } from './micromark-only';
import { decodeEntities } from '../text/decode-entities';

/**
 * Markdown parsed the way the generators parse it (remark: CommonMark + GFM + directives, MDX for `.mdx`), then
 * reduced to what a reader of the built page sees: JSX components, containers and raw HTML give up their text and
 * keep their content, imports, exports, expressions and comments go, code loses its highlighter markers. The result
 * is a flat list of blocks — containers are unwrapped, so a heading inside `<Tabs>` or `::: details` still starts a
 * section — each with its markdown (as written when nothing in it needed cleaning, re-rendered otherwise).
 */
export interface Block {
  /** `heading` blocks start sections; the rest are content. */
  kind: 'heading' | 'code' | 'content';
  /** Heading level (1–6) for headings. */
  depth: number;
  /** 1-based line of the block's start in the source, where explicit heading ids are keyed. */
  line: number;
  /** Clean markdown of the block; for a heading, its text with code spans kept as code (`` `<Image />` ``). */
  markdown: string;
  /** The text a reader reads (code left out), for headings their text. */
  text: string;
  /** Code blocks' contents, also those inside lists. */
  code: string;
}

const markdownParser = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkFrontmatter, ['yaml', 'toml']);
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkFrontmatter, ['yaml', 'toml']);

/** Nodes replaced by their content or text: a list or quote holding one must be re-rendered, not quoted as written. */
const UNWRAPPED = new Set(['containerDirective', 'mdxJsxFlowElement', 'leafDirective', 'html']);

/** Nodes that exist for the build, not the reader. */
const DROPPED = new Set([
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'yaml',
  'toml',
  'definition',
  'footnoteDefinition',
  'footnoteReference',
  'image',
  'imageReference',
]);

/** Which parser reads a page: `fast` is markdown-it wherever it reads the page as micromark would (micromark-only.ts). */
export type ParserChoice = 'fast' | 'micromark';

export function parseBlocks(text: string, options: { mdx: boolean; parser?: ParserChoice }): Block[] {
  const tree = parseTree(text, options.mdx, options.parser ?? 'fast');
  const definitions = new Map<string, string>();
  collectDefinitions(tree, definitions);
  const cleaner = new Cleaner(text, definitions, options.mdx);
  return cleaner.flow(tree.children ?? []).map((item) => cleaner.block(item.node, item.touched));
}

/**
 * MDX and the syntax only micromark's extensions read (footnotes, text and leaf directives, front matter) go to
 * micromark; the rest, most pages of most sites, to markdown-it, ~8× faster a page with the same reader-visible text.
 */
function parseTree(text: string, mdx: boolean, parser: ParserChoice): AnyNode {
  if (mdx) return parseWithMicromark(text, true);
  const fast = parser === 'fast' && !micromarkOnly(text) ? parseWithMarkdownIt(text) : undefined;
  return fast ?? parseWithMicromark(text, false);
}

/** micromark's mdast of a page, with the service's extensions (GFM, directives, front matter; MDX for `.mdx`). */
export function parseWithMicromark(text: string, mdx: boolean): AnyNode {
  return (mdx ? mdxParser : markdownParser).parse(text) as unknown as AnyNode;
}

function collectDefinitions(node: AnyNode, into: Map<string, string>) {
  if (node.type === 'definition' && typeof node.identifier === 'string' && typeof node.url === 'string')
    into.set(node.identifier.toLowerCase(), node.url);
  for (const child of node.children ?? []) collectDefinitions(child, into);
}

class Cleaner {
  constructor(
    private readonly source: string,
    private readonly definitions: Map<string, string>,
    private readonly mdx: boolean,
  ) {}

  /** A flow sequence flattened into blocks: containers give their children, each marked when it needed cleaning. */
  flow(nodes: AnyNode[]): Array<{ node: AnyNode; touched: boolean }> {
    const out: Array<{ node: AnyNode; touched: boolean }> = [];
    for (const node of nodes) {
      if (DROPPED.has(node.type)) continue;
      if (node.type === 'containerDirective' || node.type === 'mdxJsxFlowElement') {
        const title = this.titleOf(node);
        if (title) out.push({ node: paragraph(title, node), touched: true });
        out.push(...this.flow((node.children ?? []).filter((child) => !isDirectiveLabel(child))));
        continue;
      }
      if (node.type === 'leafDirective') {
        const label = this.phrasing(node.children ?? []).nodes;
        if (label.length > 0)
          out.push({ node: { type: 'paragraph', children: label, position: node.position }, touched: true });
        continue;
      }
      if (node.type === 'html') {
        const text = htmlText(node.value ?? '');
        if (text) out.push({ node: paragraph(text, node), touched: true });
        continue;
      }
      const touched = this.inside(node);
      out.push({ node, touched });
    }
    return out;
  }

  /** Cleans a node's descendants in place; true when anything changed. */
  private inside(node: AnyNode): boolean {
    if (node.type === 'code') {
      node.value = cleanCode(node.value ?? '', node.meta as string | null);
      node.lang = codeLanguage(node.lang as string | null, node.meta as string | null) || null;
      node.meta = null;
      return true;
    }
    if (!node.children) return false;
    const phrasingParent = node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell';
    if (phrasingParent || isPhrasing(node)) {
      const { nodes, touched } = this.phrasing(node.children);
      node.children = nodes;
      return touched;
    }
    // Flow inside a list item or quote: containers spliced in place.
    let touched = node.children.some((child) => UNWRAPPED.has(child.type));
    const children: AnyNode[] = [];
    for (const item of this.flow(node.children)) {
      children.push(item.node);
      touched ||= item.touched;
    }
    if (children.length !== node.children.length) touched = true;
    node.children = children;
    return touched;
  }

  /** Inline content a reader sees: tags and JSX give their text, references become links, icons and images go. */
  phrasing(nodes: AnyNode[]): { nodes: AnyNode[]; touched: boolean } {
    const out: AnyNode[] = [];
    let touched = false;
    for (const node of nodes) {
      if (DROPPED.has(node.type)) {
        touched = true;
        continue;
      }
      if (node.type === 'html') {
        touched = true;
        const text = htmlText(node.value ?? '');
        if (text) out.push({ type: 'text', value: text });
        continue;
      }
      if (
        node.type === 'mdxJsxTextElement' ||
        node.type === 'mdxJsxFlowElement' ||
        node.type === 'containerDirective'
      ) {
        touched = true;
        out.push(...this.phrasing(node.children ?? []).nodes);
        continue;
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        touched = true;
        const attributes = node.attributes as Record<string, unknown> | undefined;
        if ((node.children ?? []).length > 0 || Object.keys(attributes ?? {}).length > 0)
          out.push(...this.phrasing(node.children ?? []).nodes);
        // `10:30`, `key:value`: a colon the directive syntax took for a directive, given back as written.
        else out.push({ type: 'text', value: this.sourceOf(node) });
        continue;
      }
      if (node.type === 'linkReference') {
        touched = true;
        // markdown-it resolves the reference itself (markdown-it-tree.ts); micromark leaves it to the definitions.
        const url =
          typeof node.url === 'string'
            ? node.url
            : this.definitions.get(typeof node.identifier === 'string' ? node.identifier.toLowerCase() : '');
        const children = this.phrasing(node.children ?? []).nodes;
        if (url && FOLLOWABLE.test(url)) out.push({ type: 'link', url, title: null, children });
        else out.push(...children);
        continue;
      }
      if (node.type === 'link') {
        const children = this.phrasing(node.children ?? []);
        node.children = children.nodes;
        // A link around a picture only (a screenshot that opens full size) goes with the picture; one that runs
        // code or opens nothing a reader can follow (`javascript:…`) is its text.
        if (children.nodes.length > 0 && FOLLOWABLE.test(typeof node.url === 'string' ? node.url : '')) {
          touched ||= children.touched;
          out.push(node);
        } else {
          touched = true;
          out.push(...children.nodes);
        }
        continue;
      }
      // A text directive micromark would have read here (markdown-it-tree.ts): its block is re-rendered there too.
      if (node.directiveLike === true) touched = true;
      if (node.children) touched = this.inside(node) || touched;
      out.push(node);
    }
    let merged = mergeText(out);
    if (readRoles(merged)) {
      touched = true;
      merged = mergeText(merged);
    }
    for (const node of merged) {
      if (node.type !== 'text') continue;
      const cleaned = cleanText(node.value ?? '', this.mdx);
      if (cleaned !== node.value) {
        node.value = cleaned;
        touched = true;
      }
    }
    return {
      nodes: merged.filter((node) => node.type !== 'text' || node.value !== ''),
      touched: touched || merged.length !== out.length,
    };
  }

  block(node: AnyNode, touched: boolean): Block {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading') {
      const text = squash(textOf(node).prose.join(''));
      return { kind: 'heading', depth: Number(node.depth ?? 1), line, markdown: headingMarkdown(node), text, code: '' };
    }
    if (node.type === 'code') {
      const fence = '`'.repeat(Math.max(3, longestRun(node.value ?? '', '`') + 1));
      const markdown = `${fence}${(node.lang as string | null) ?? ''}\n${node.value ?? ''}\n${fence}`;
      return { kind: 'code', depth: 0, line, markdown, text: '', code: node.value ?? '' };
    }
    const { prose, code } = textOf(node);
    const markdown = touched ? render(node) : this.slice(node);
    return { kind: 'content', depth: 0, line, markdown, text: squash(prose.join('')), code: code.join('\n') };
  }

  /** The block as written, its continuation lines dedented by the block's own indent (it may sit in a container). */
  private slice(node: AnyNode): string {
    const start = node.position?.start;
    const end = node.position?.end;
    if (start?.offset === undefined || end?.offset === undefined) return render(node);
    const text = this.source.slice(start.offset, end.offset);
    const indent = start.column - 1;
    if (indent <= 0) return text.trim();
    return text
      .split('\n')
      .map((line, i) => (i === 0 ? line : line.replace(new RegExp(`^ {0,${indent}}`), '')))
      .join('\n')
      .trim();
  }

  private sourceOf(node: AnyNode): string {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? '' : this.source.slice(start, end);
  }

  /** The title a reader sees on a container: a directive's label, a component's `title` attribute. */
  private titleOf(node: AnyNode): string {
    if (node.type === 'containerDirective') {
      const label = (node.children ?? []).find(isDirectiveLabel);
      return label ? squash(textOf(label).prose.join('')) : '';
    }
    const attributes = (node.attributes as Array<{ type: string; name?: string; value?: unknown }> | undefined) ?? [];
    const title = attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'title');
    return typeof title?.value === 'string' ? title.value : '';
  }
}

const isDirectiveLabel = (node: AnyNode) =>
  node.type === 'paragraph' && (node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;

const PHRASING = new Set(['emphasis', 'strong', 'delete', 'link', 'inlineCode', 'text', 'break']);
const isPhrasing = (node: AnyNode) => PHRASING.has(node.type);

function paragraph(text: string, at: AnyNode): AnyNode {
  return { type: 'paragraph', children: [{ type: 'text', value: text }], position: at.position };
}

function mergeText(nodes: AnyNode[]): AnyNode[] {
  const out: AnyNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text' && !last.position)
      last.value = `${last.value ?? ''}${node.value ?? ''}`;
    else if (node.type === 'text' && last?.type === 'text')
      out[out.length - 1] = { type: 'text', value: `${last.value ?? ''}${node.value ?? ''}` };
    else out.push(node);
  }
  return out;
}

/** MyST / Sphinx roles whose text is a link's: `` {ref}`chart format <chart-format>` `` reads "chart format". */
const LINK_ROLES = new Set(['ref', 'doc', 'numref', 'term', 'download', 'any', 'external']);

/**
 * MyST roles, `` {role}`content` ``: the parser sees text ending in `{role}` and then inline code. The role goes;
 * a cross-reference keeps its title as text, anything else (`{py:func}`, `{code}`) its code.
 */
function readRoles(nodes: AnyNode[]): boolean {
  let touched = false;
  for (let i = 0; i < nodes.length - 1; i++) {
    const text = nodes[i] as AnyNode;
    const code = nodes[i + 1] as AnyNode;
    if (text.type !== 'text' || code.type !== 'inlineCode') continue;
    const role = /\{([\w:.+-]+)\}$/.exec(text.value ?? '');
    if (!role) continue;
    touched = true;
    text.value = (text.value ?? '').slice(0, role.index);
    const name = (role[1] ?? '').replace(/^std:/, '');
    if (LINK_ROLES.has(name)) {
      const content = code.value ?? '';
      nodes[i + 1] = { type: 'text', value: /^(.*?)\s*<[^<>]*>$/s.exec(content)?.[1] || content };
    } else {
      code.value = (code.value ?? '').replace(/^~/, '');
    }
  }
  return touched;
}

/** Vue's `{{ }}` interpolation, attribute lists (`{: .class }`, `{ .md-button }`), icon shortcodes (`:material-check:`). */
function cleanText(value: string, mdx: boolean): string {
  let text = value;
  if (!mdx) text = text.replace(/\{\{[^{}]*\}\}/g, '');
  return (
    text
      // With the space or line break before it: "…run after.\n{#after}" would keep a line break the page never shows.
      .replace(/\s*\{:?\s*(?:[#.][\w:-]+|[\w-]+="[^"]*")(?:\s+(?:[#.][\w:-]+|[\w-]+="[^"]*"|[\w-]+=\S+))*\s*\}/g, '')
      .replace(/:[a-z][a-z0-9]*(?:-[a-z0-9]+)+:/g, '')
  );
}

/** The text and the code under a node, in order. */
function textOf(node: AnyNode, into = { prose: [] as string[], code: [] as string[] }) {
  if (node.type === 'code') into.code.push(node.value ?? '');
  else if (node.type === 'text' || node.type === 'inlineCode') into.prose.push(node.value ?? '');
  else if (node.type === 'break') into.prose.push(' ');
  else if (node.children) {
    const block = !isPhrasing(node);
    for (const child of node.children) {
      textOf(child, into);
      if (block && !isPhrasing(child)) into.prose.push('\n');
    }
  }
  return into;
}

/** A heading's text as Markdown: code spans stay code; brackets and `<…>` in its text are escaped, not read as markup. */
function headingMarkdown(node: AnyNode): string {
  const parts: string[] = [];
  const walk = (child: AnyNode) => {
    if (child.type === 'inlineCode') {
      const value = child.value ?? '';
      const ticks = '`'.repeat(longestRun(value, '`') + 1);
      const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
      parts.push(`${ticks}${pad}${value}${pad}${ticks}`);
    } else if (child.type === 'text') parts.push((child.value ?? '').replace(/[\\`[\]<>]/g, '\\$&'));
    else if (child.type === 'break') parts.push(' ');
    else child.children?.forEach(walk);
  };
  node.children?.forEach(walk);
  return squash(parts.join(''));
}

// Made once: each GFM extension made anew brought new unsafe-character patterns, which toMarkdown compiles into
// regular expressions once per pattern object — every render compiled them all again.
const RENDER_OPTIONS: Parameters<typeof toMarkdown>[1] = {
  extensions: [gfmToMarkdown()],
  bullet: '-',
  emphasis: '_',
  fences: true,
};

function render(node: AnyNode): string {
  const root = { type: 'root', children: [node] } as unknown as Parameters<typeof toMarkdown>[0];
  return toMarkdown(root, RENDER_OPTIONS).trim();
}

/** Where a link may lead a reader: the web, mail, a phone, or a path on the site (no scheme). */
const FOLLOWABLE = /^(?:https?:|mailto:|tel:|[^:]*$|[^:]*[/?#])/i;

const TAGS_WITH_HIDDEN_TEXT = /<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi;

/** Raw HTML's text: tags, comments, scripts and styles gone, entities decoded. Never markup. */
export function htmlText(html: string): string {
  return squash(
    decodeEntities(
      html
        .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
        .replace(TAGS_WITH_HIDDEN_TEXT, ' ')
        // Template interpolation (Vue's `{{ dep.name }}`) is filled in by the build, not text.
        .replace(/\{\{[\s\S]*?\}\}/g, ' ')
        .replace(/<\/?[A-Za-z][^>]*>?/g, ' '),
    ),
  );
}

const squash = (text: string) =>
  text
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
