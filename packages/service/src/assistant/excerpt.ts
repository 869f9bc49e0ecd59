import { posix } from 'node:path';
import { termsOf } from '../retrieval/query-terms';
import type { Section } from '../retrieval/markdown-sections';
import { cutAtSentence, firstSentence } from './sentences';
import { linkFragment } from '../retrieval/slug';

/** Enough to answer, short enough to read in a chat bubble; a code block is never cut to fit, only left out. */
const BUDGET = 1800;
const MAX_CODE_BLOCK = 1200;
const MAX_CODE_BLOCKS = 2;

/**
 * A block's lines without the indent its fence has: a code block inside a list item (indented under its marker) is
 * quoted on its own, and trimming only its first line left the fence at the margin and the code indented inside it.
 */
function unindented(lines: readonly string[]): readonly string[] {
  const first = lines.find((line) => line.trim()) ?? '';
  const indent = /^( {1,3})(`{3,}|~{3,})/.exec(first)?.[1]?.length ?? 0;
  return indent === 0 ? lines : lines.map((line) => line.replace(new RegExp(`^ {0,${indent}}`), ''));
}

/** Splits markdown into blocks at blank lines, keeping each fenced code block whole. */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  const push = () => {
    if (current.some((line) => line.trim())) blocks.push(unindented(current).join('\n').trim());
    current = [];
  };
  for (const line of markdown.split('\n')) {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      current.push(line);
      if (open && open[0] === fence[0] && open.length >= fence.length) {
        fence = undefined;
        push();
      }
    } else if (open) {
      push();
      fence = open;
      current.push(line);
    } else if (line.trim() === '') push();
    else current.push(line);
  }
  push();
  return blocks;
}

const isCode = (block: string) => /^\s{0,3}(`{3,}|~{3,})/.test(block);
const isNoise = (block: string) =>
  /^<[^>]+>\s*(<\/[^>]+>)?$/.test(block) ||
  /^<!--[\s\S]*-->$/.test(block) ||
  // MDX plumbing and stray front matter are not prose to quote.
  /^(import|export)\s[^\n]*(\n(import|export)\s[^\n]*)*$/.test(block) ||
  /^---\n(?:[\w-]+:.*\n?)+(---)?$/.test(block);
/**
 * A block of names and nothing said about them, a code span a line (Pydantic's collapsed "API Documentation" boxes,
 * their links gone): it names what the section documents, it does not answer. Never a gist; as a list of several
 * names never a lead (one name over a sentence — npm's `path/to/npm/itself/npmrc` — says where the thing is).
 */
export const isNameList = (block: string) =>
  /^(?:[-*+]\s+)?`[^`\n]+`[\s,;.]*(?:\n(?:[-*+]\s+)?`[^`\n]+`[\s,;.]*)*$/.test(block);
const isNames = (block: string) => isNameList(block) && block.includes('\n');
/** Tables and lists are what a sentence introduces: an answer that opens with one opens mid-thought. */
const isTable = (block: string) => /^\s{0,3}\|/.test(block);
const isList = (block: string) => /^\s{0,3}([-*+]|\d+[.)])\s/.test(block);
/** How much more a table or list must match than a sentence to lead: only when no sentence says anything near. */
const FRAGMENT_PENALTY = 1;
/**
 * A paragraph that refers back to what precedes it ("The stylesheet reads these markers", "can fail to arrive too:")
 * opens mid-thought as a table does: a reader who did not see what it points at cannot follow it. Its first sentence
 * opens on a pointing word or consequence, names "these"/"those"/"such" things, or ends a clause on "too".
 */
const REFERS_BACK = /^(?:this|that|these|those|it|they|such|both|so|then)\b|\b(?:these|those|such)\b|\btoo\b[,.:;]/i;
const refersBack = (block: string) => REFERS_BACK.test(firstSentence(block));
/** A heading alone says what follows, not what the answer is. */
const isHeadingOnly = (block: string) => /^\s{0,3}#{1,6}\s+[^\n]*$/.test(block);
const OPENING_BONUS = 1;
const MAX_AVOIDED = 5;
const MAX_AVOIDED_CHARS = 20_000;
/** The longest block kept before the lead for the lead to be read (about four lines of a chat bubble). */
const MAX_CONTEXT = 400;
/**
 * A paragraph that ends by pointing at what comes next: "set it like this:", "…will report the references it read,
 * e.g." (the example under it being what it says).
 */
const INTRODUCES = /(?::|\b(?:e\.g|i\.e|for example|for instance|as follows|like this|like so)[.,]?)\s*$/i;

/** The longest prose block an answer leads with before it is cut at a sentence end. */
const MAX_LEAD = 900;

/** Word sequences of a text, to tell a block that repeats a selection from one that merely shares its words. */
function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[`*_[\]()>#|]/g, ' ')
    .split(/\W+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/** Whether most of a block is already in what the reader selected: quoting it back would tell them nothing. */
function echoes(block: string, selections: ReadonlyArray<Set<string>>): boolean {
  if (selections.length === 0) return false;
  const own = shingles(block);
  if (own.size === 0) return false;
  return selections.some((selected) => {
    let shared = 0;
    for (const shingle of own) if (selected.has(shingle)) shared++;
    return shared / own.size >= 0.5;
  });
}

/**
 * The blocks of a section that answer the question, leading with the one that answers it: the prose block sharing
 * most terms with the question (the opening one on a tie), then what follows it in the docs' order — the example
 * under it, the next paragraphs — within the budget. Blocks are cut only at sentence ends, code blocks never;
 * headings alone, MDX imports and anything the reader selected (`avoid`) are left out.
 */
export function excerptSection(section: Section, question: string, avoid: readonly string[] = []): string {
  // Bounded like retrieval: a pasted file costs what a few pages of selection cost.
  const selections = avoid
    .slice(0, MAX_AVOIDED)
    .map((text) => shingles(text.slice(0, MAX_AVOIDED_CHARS)))
    .filter((set) => set.size > 0);
  const blocks = markdownBlocks(section.markdown).filter(
    (block) => !isNoise(block) && !isHeadingOnly(block) && !echoes(block, selections),
  );
  if (blocks.length === 0) return '';
  const terms = new Set(termsOf(question));
  const overlap = (block: string) => new Set(termsOf(block).filter((t) => terms.has(t))).size;
  const opening = blocks.findIndex((block) => !isCode(block) && !isNames(block));
  // The opening paragraph is about what the heading names: "Dark mode" then "With `colorScheme: 'auto'` the panel
  // shows what the page shows" answers "how do I enable dark mode?" though it says neither word.
  const openingTerms = (block: string) => overlap(`${section.heading}\n${block}`);
  let lead = opening;
  let best = -1;
  blocks.forEach((block, index) => {
    if (isCode(block) || isNames(block)) return;
    // The opening paragraph usually says what the section's subject is: another must match clearly better to lead
    // — unless it shares no word with the question at all (a section opening on a tip or an aside).
    const shared = index === opening ? openingTerms(block) : overlap(block);
    const fragment = isTable(block) || isList(block) || (index !== opening && refersBack(block)) ? FRAGMENT_PENALTY : 0;
    const score = shared + (index === opening && shared > 0 ? OPENING_BONUS : 0) - fragment;
    if (score > best) {
      best = score;
      lead = index;
    }
  });
  // A section that is only code (an example under its heading) still answers with that code, if it fits.
  if (lead < 0) return blocks[0] && blocks[0].length <= MAX_CODE_BLOCK ? blocks[0] : '';

  const first = excerptStart(blocks, lead, opening, terms);
  const chosen: string[] = [];
  let used = 0;
  let codeBlocks = 0;
  for (let index = first; index < blocks.length; index++) {
    const block = blocks[index] ?? '';
    if (isCode(block)) {
      if (block.length > MAX_CODE_BLOCK || codeBlocks >= MAX_CODE_BLOCKS || used + block.length > BUDGET) {
        break;
      }
      codeBlocks++;
      chosen.push(block);
      used += block.length;
      continue;
    }
    const room = index === lead ? Math.min(MAX_LEAD, BUDGET - used) : BUDGET - used;
    if (room < 80) break;
    // A table is cut between rows, so what is kept still renders as a table; a question that names one row's
    // subject gets that row under the header, not the table.
    const text = isTable(block) ? cutAtRow(pointedRow(block, terms), room) : cutAtSentence(block, room);
    if (!text) break;
    chosen.push(demoteHeadings(rewriteLinks(text, section.path, section.meta.published)));
    used += text.length;
    // What comes before the lead is there for the lead to be read: the excerpt goes on to it.
    if (index < lead) continue;
    // The example right after the passage is part of the answer ("set it like this:"): it is kept if it fits,
    // even when the passage alone took half the room.
    const next = blocks[index + 1] ?? '';
    const exampleFollows =
      isCode(next) && codeBlocks === 0 && next.length <= MAX_CODE_BLOCK && used + next.length <= BUDGET;
    if (!exampleFollows && (text.length < block.trim().length || used >= BUDGET / 2)) break;
    if (exampleFollows && (text.length < block.trim().length || used >= BUDGET / 2)) {
      chosen.push(next);
      break;
    }
  }
  // Nor may the excerpt end on a line that introduces what was left out.
  while (chosen.length > 1 && INTRODUCES.test(chosen[chosen.length - 1] ?? '')) chosen.pop();
  return chosen.join('\n\n');
}

/**
 * Where the excerpt starts: at its lead, or before it at what the lead needs to be read.
 * - An example placed before the section's first sentence ("Pino with Express": code, then "See the README") is the
 *   answer; it comes first.
 * - A table or list keeps the sentence that introduces it ("The markers need no configuration:").
 * - A paragraph that refers back keeps what it points at, where that is short (a table cut to the row the question
 *   names, and the sentence introducing it): "The stylesheet reads these markers" comes after the Docusaurus row.
 */
function excerptStart(blocks: readonly string[], lead: number, opening: number, terms: ReadonlySet<string>): number {
  const block = blocks[lead] ?? '';
  const before = blocks[lead - 1];
  if (before === undefined) return lead;
  if (lead === opening && isCode(before) && before.length <= MAX_CODE_BLOCK) return lead - 1;
  if ((isTable(block) || isList(block)) && /:\s*$/.test(before)) return lead - 1;
  if (lead === opening || isCode(before) || !refersBack(block)) return lead;
  const shown = isTable(before) ? pointedRow(before, terms) : before;
  if (shown.length > MAX_CONTEXT) return lead;
  const introducesBefore = (isTable(before) || isList(before)) && /:\s*$/.test(blocks[lead - 2] ?? '');
  return introducesBefore ? lead - 2 : lead - 1;
}

/**
 * The header and the one row a question points at — the row sharing the most words of the question that the
 * header and most rows do not have (`corner radius` → the `--da-radius` row) — or the whole table when none or
 * several tie.
 */
export function pointedRow(table: string, terms: ReadonlySet<string>): string {
  const rows = table.split('\n');
  if (rows.length < 4) return table;
  const [header = '', separator = ''] = rows;
  const headed = new Set(termsOf(header));
  const body = rows
    .slice(2)
    .map((row) => ({ row, own: new Set(termsOf(row)), subject: new Set(termsOf(row.split('|')[1] ?? '')) }));
  // A word in most rows tells none apart (`dark` in every row of a table of dark-mode markers).
  const asked = [...terms].filter(
    (term) => !headed.has(term) && body.filter(({ own }) => own.has(term)).length * 2 <= body.length,
  );
  // The row holding most of them, a word of its first cell (what the row is about) counting twice; if one does.
  const counted = body.map(({ row, own, subject }) => ({
    row,
    count: asked.reduce((sum, term) => sum + (subject.has(term) ? 2 : own.has(term) ? 1 : 0), 0),
  }));
  const most = Math.max(0, ...counted.map(({ count }) => count));
  const pointed = counted.filter(({ count }) => count === most && most > 0);
  return pointed.length === 1 ? [header, separator, pointed[0]!.row].join('\n') : table;
}

function cutAtRow(table: string, max: number): string {
  const rows = table.split('\n');
  const kept: string[] = [];
  let length = 0;
  for (const row of rows) {
    if (length + row.length + 1 > max && kept.length >= 3) break;
    kept.push(row);
    length += row.length + 1;
  }
  return kept.length >= 3 || kept.length === rows.length ? kept.join('\n') : '';
}

/**
 * Relative links in the docs (`./Hooks.md#onrequest`) point at files; the reader needs the page's URL. `published` is
 * the page's URL as the site links it, where that is not its path.
 */
export function rewriteLinks(markdown: string, pagePath: string, published = pagePath): string {
  if (isCode(markdown)) return markdown;
  return markdown.replace(/\]\(([^)\s]+)\)/g, (whole, target: string) => {
    // A link within the page: to the page as the site links it (`/about/#options`).
    if (/^([a-z]+:|#|\/)/i.test(target)) return target.startsWith('#') ? `](${published}${target})` : whole;
    const [file = '', hash] = target.split('#');
    const resolved = posix.normalize(posix.join(posix.dirname(pagePath), file.replace(/\.(md|mdx|markdown)$/i, '')));
    return `](${resolved.replace(/\/(index|readme)$/i, '') || '/'}${hash ? `#${linkFragment(hash)}` : ''})`;
  });
}

/** Headings inside an excerpt would outrank the answer's own structure in a chat bubble: make them bold lines. */
function demoteHeadings(block: string): string {
  if (isCode(block)) return block;
  return block.replace(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm, '**$1**');
}
