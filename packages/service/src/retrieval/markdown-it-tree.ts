import MarkdownIt, { type Options, type Token } from 'markdown-it';
import { codeSpansAsMicromark } from './markdown-it-code-spans';
import { containerDirectives } from './markdown-it-containers';
import { markReferenceLinks } from './markdown-it-references';
import { tableRowsAsWritten } from './markdown-it-table-rows';
import type { AnyNode } from './mdast-node';

/** markdown-it stops nesting here, silently; a page nested this deep is refused rather than read in part. */
const MAX_NESTING = 100;
const parser = new MarkdownIt('default', {
  html: true,
  linkify: true,
  typographer: false,
  maxNesting: MAX_NESTING,
} as Options);
// GFM autolinks literal URLs, `www.` names and e-mail addresses, never `//host/path` nor a bare `example.com`
// (linkify-it finds it with the `www.` names it must find: GFM_LITERAL sorts them).
parser.linkify.set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false });
parser.linkify.add('//', null).add('ftp:', null);
// Destinations as written (micromark's): markdown-it would percent-encode them and turn `javascript:` links to text.
parser.normalizeLink = (url) => url;
parser.normalizeLinkText = (url) => url;
parser.validateLink = () => true;
containerDirectives(parser);
codeSpansAsMicromark(parser);
// Escapes and entities kept as tokens of their own: an escaped `\:name` is no directive (DIRECTIVE_LIKE below).
parser.core.ruler.disable('text_join');
markReferenceLinks(parser);
tableRowsAsWritten(parser);

const NESTING_LIMIT = MAX_NESTING - 2;

/**
 * Plain Markdown parsed by markdown-it (CommonMark + GFM tables and strikethrough, container directives) into the
 * mdast subset the cleaning walk reads, so a page reads the same whichever parser read it — markdown-it parses
 * ~40× faster than micromark, the whole split of a page ~8× (`npm run bench:parsers`). Block nodes carry micromark's positions (line, column,
 * offset) so a block is quoted as written; inline nodes carry none, as the walk only slices blocks.
 *
 * Undefined when a table comes near markdown-it's limit on the empty cells it adds (markdown-it-table-rows.ts):
 * micromark reads that page. Throws when it nests too deeply to read whole.
 */
export function parseWithMarkdownIt(text: string): AnyNode | undefined {
  const tokens = parser.parse(text, {});
  // Not handed to micromark: it takes minutes over a few thousand nested containers, and no page a reader reads
  // nests a hundred deep. The file is skipped with this reason, as micromark's stack overflow was.
  if (tokens.some((token) => token.level >= NESTING_LIMIT)) throw new Error('nested too deeply to parse');
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const root: AnyNode = { type: 'root', children: [] };
  const stack: AnyNode[] = [root];
  for (const token of tokens) {
    const parent = stack[stack.length - 1] as AnyNode;
    if (token.nesting === -1) {
      const closed = stack.pop() as AnyNode;
      if (closed.type === 'listItem') readTaskMarker(closed);
      continue;
    }
    if (token.type === 'inline') {
      (parent.children as AnyNode[]).push(...inlineNodes(token.children ?? []));
      continue;
    }
    if (token.type === 'table_open' && (token.meta as { unlikeMicromark?: boolean } | null)?.unlikeMicromark)
      return undefined;
    const node = blockNode(token, text, lineStarts);
    if (!node) {
      // thead and tbody wrap rows that mdast keeps in the table itself.
      if (token.nesting === 1) stack.push(parent);
      continue;
    }
    if (node.type === 'tableCell') {
      // The header row's cells give the table its columns' alignment.
      const table = tableOf(stack);
      if (table?.children?.length === 1) (table.align as Array<string | null>).push(node.align as string | null);
      delete node.align;
    }
    (parent.children as AnyNode[]).push(node);
    if (token.nesting === 1) stack.push(node);
  }
  // As mdast-util-from-markdown has them: a list is spread when a blank line separates two of its items, an item
  // when one separates two of its own children.
  for (const list of allLists(root)) {
    list.spread = separated(list.children ?? []);
    for (const item of list.children ?? []) item.spread = separated(item.children ?? []);
  }
  return root;
}

function blockNode(token: Token, text: string, lineStarts: number[]): AnyNode | undefined {
  const position = token.map ? positionOf(token.map, text, lineStarts) : undefined;
  switch (token.type) {
    case 'paragraph_open':
      return {
        type: 'paragraph',
        children: [],
        position,
        ...((token.meta as { directiveLabel?: boolean } | null)?.directiveLabel
          ? { data: { directiveLabel: true } }
          : {}),
      };
    case 'inline':
      // The inline content of the paragraph, heading or cell just opened: appended to it, not a node of its own.
      return undefined;
    case 'heading_open':
      return { type: 'heading', depth: Number(token.tag.slice(1)), children: [], position };
    case 'blockquote_open':
      return { type: 'blockquote', children: [], position };
    case 'bullet_list_open':
      return { type: 'list', ordered: false, start: null, spread: false, children: [], position };
    case 'ordered_list_open':
      return {
        type: 'list',
        ordered: true,
        start: Number(token.attrGet('start') ?? 1),
        spread: false,
        children: [],
        position,
      };
    case 'list_item_open':
      return { type: 'listItem', spread: false, checked: null, children: [], position };
    case 'fence': {
      const info = token.info.trim();
      const space = info.search(/\s/);
      return {
        type: 'code',
        lang: (space < 0 ? info : info.slice(0, space)) || null,
        meta: space < 0 ? null : info.slice(space).trim() || null,
        value: token.content.replace(/\n$/, ''),
        position,
      };
    }
    case 'code_block':
      return { type: 'code', lang: null, meta: null, value: token.content.replace(/\n+$/, ''), position };
    case 'html_block':
      return { type: 'html', value: token.content.replace(/\n+$/, ''), position };
    case 'hr':
      return { type: 'thematicBreak', position };
    case 'table_open':
      return { type: 'table', align: [], children: [], position };
    case 'tr_open':
      return { type: 'tableRow', children: [], position };
    case 'th_open':
    case 'td_open':
      return { type: 'tableCell', children: [], align: alignOf(token) };
    case 'container_directive_open':
      return { type: 'containerDirective', name: token.info, attributes: {}, children: [], position };
    default:
      return undefined;
  }
}

function positionOf(map: [number, number], text: string, lineStarts: number[]): AnyNode['position'] {
  const lineStart = lineStarts[map[0]] ?? text.length;
  let offset = lineStart;
  while (text[offset] === ' ' || text[offset] === '\t') offset++;
  const next = lineStarts[map[1]];
  let last = map[1];
  while (last > map[0] + 1 && /^\s*$/.test(text.slice(lineStarts[last - 1], lineStarts[last] ?? text.length))) last--;
  return {
    start: { line: map[0] + 1, column: offset - lineStart + 1, offset },
    end: { line: last, offset: next === undefined ? text.length : next - 1 },
  };
}

function alignOf(token: Token): string | null {
  const style = token.attrGet('style') ?? '';
  return /text-align:(left|right|center)/.exec(style)?.[1] ?? null;
}

const startLine = (node: AnyNode) => node.position?.start.line ?? 0;
const endLine = (node: AnyNode) => node.position?.end?.line ?? Infinity;

const separated = (nodes: AnyNode[]) =>
  nodes.some((node, i) => i > 0 && startLine(node) > endLine(nodes[i - 1] as AnyNode) + 1);

function tableOf(stack: AnyNode[]): AnyNode | undefined {
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]?.type === 'table') return stack[i];
  return undefined;
}

function allLists(node: AnyNode, into: AnyNode[] = []): AnyNode[] {
  if (node.type === 'list') into.push(node);
  for (const child of node.children ?? []) allLists(child, into);
  return into;
}

/** GFM task items: `[ ]` / `[x]` opening the item's first paragraph is its `checked`, not its text. */
function readTaskMarker(item: AnyNode): void {
  const first = item.children?.[0];
  const head = first?.type === 'paragraph' ? first.children?.[0] : undefined;
  const marker = head?.type === 'text' ? /^\[([ xX])\](?:[ \t]+|(?=\n)|$)/.exec(head.value ?? '') : null;
  if (!head || !marker) return;
  item.checked = marker[1] !== ' ';
  head.value = (head.value ?? '').slice(marker[0].length);
}

/** Inline tokens as mdast phrasing: text merged across soft breaks, images and raw HTML kept for the walk to drop. */
export function inlineNodes(tokens: readonly Token[]): AnyNode[] {
  const root: AnyNode = { type: 'root', children: [] };
  const stack: AnyNode[] = [root];
  for (const [index, token] of tokens.entries()) {
    const parent = stack[stack.length - 1] as AnyNode;
    const children = parent.children as AnyNode[];
    if (token.nesting === -1) {
      stack.pop();
      continue;
    }
    let node: AnyNode | undefined;
    switch (token.type) {
      case 'text':
        appendText(children, token.content, DIRECTIVE_LIKE.test(token.content));
        continue;
      case 'text_special':
        appendText(children, token.content, false);
        continue;
      case 'softbreak':
        appendText(children, '\n', false);
        continue;
      case 'hardbreak':
        node = { type: 'break' };
        break;
      case 'code_inline':
        node = { type: 'inlineCode', value: token.content };
        break;
      case 'html_inline':
        node = { type: 'html', value: token.content };
        break;
      case 'image':
        node = { type: 'image', url: token.attrGet('src') ?? '', alt: token.content, title: token.attrGet('title') };
        break;
      case 'em_open':
        node = { type: 'emphasis', children: [] };
        break;
      case 'strong_open':
        node = { type: 'strong', children: [] };
        break;
      case 's_open':
        node = { type: 'delete', children: [] };
        break;
      case 'link_open':
        if (token.markup === 'linkify' && !GFM_LITERAL.test(tokens[index + 1]?.content ?? '')) {
          // Not a link to GFM: its text stays in the parent.
          stack.push(parent);
          continue;
        }
        node = (token.meta as { reference?: boolean } | null)?.reference
          ? { type: 'linkReference', url: token.attrGet('href') ?? '', children: [] }
          : { type: 'link', url: token.attrGet('href') ?? '', title: token.attrGet('title'), children: [] };
        break;
      default:
        node = token.nesting === 1 ? { type: 'emphasis', children: [] } : undefined;
    }
    if (!node) continue;
    children.push(node);
    if (token.nesting === 1) stack.push(node);
  }
  return root.children as AnyNode[];
}

/** The literal links GFM makes, by their text: with an http(s) scheme, from `www.`, or an e-mail address. */
const GFM_LITERAL = /^(?:https?:\/\/|www\.|[^\s@]+@)/i;

/**
 * `key:value`, `/:keyfile`: micromark with remark-directive reads a text directive there and gives it back as written
 * — the same text, but its block is then re-rendered rather than quoted as written. Marked so the walk does the same.
 */
const DIRECTIVE_LIKE = /(?:^|[^:]):[A-Za-z]/;

function appendText(children: AnyNode[], value: string, directiveLike: boolean) {
  const last = children[children.length - 1];
  if (last?.type === 'text') {
    last.value = `${last.value ?? ''}${value}`;
    if (directiveLike) last.directiveLike = true;
  } else children.push(directiveLike ? { type: 'text', value, directiveLike } : { type: 'text', value });
}
