import { posix } from 'node:path';
import { processTerm, tokenize } from '../retrieval/terms';
import type { Section } from '../retrieval/markdown-sections';

/** Enough to answer, short enough to read in a chat bubble; a code block is never cut to fit, only left out. */
const BUDGET = 1800;
const MAX_CODE_BLOCK = 1200;
const MAX_CODE_BLOCKS = 2;

/** Splits markdown into blocks at blank lines, keeping each fenced code block whole. */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  const push = () => {
    if (current.some((line) => line.trim())) blocks.push(current.join('\n').trim());
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
const isNoise = (block: string) => /^<[^>]+>\s*(<\/[^>]+>)?$/.test(block) || /^<!--[\s\S]*-->$/.test(block);

/**
 * The blocks of a section that answer the question: its opening paragraph, then the blocks that share the most
 * terms with the question, each with the code block that follows it (the example that shows the prose). Blocks
 * keep their original order so the excerpt reads as the docs do.
 */
export function excerptSection(section: Section, question: string): string {
  const blocks = markdownBlocks(section.markdown).filter((block) => !isNoise(block));
  if (blocks.length === 0) return '';
  const terms = new Set(tokenize(question).flatMap((t) => processTerm(t) ?? []));
  const overlap = (block: string) => new Set(tokenize(block).flatMap((t) => processTerm(t) ?? []).filter((t) => terms.has(t))).size;
  const ranked = blocks
    .map((block, index) => ({ index, score: isCode(block) ? -1 : overlap(block) + (index === 0 ? 0.5 : 0) }))
    .filter((b) => b.score >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);

  const chosen = new Set<number>();
  let used = 0;
  let codeBlocks = 0;
  for (const { index } of ranked) {
    const block = blocks[index] ?? '';
    if (used > 0 && used + block.length > BUDGET) continue;
    chosen.add(index);
    used += block.length;
    const next = blocks[index + 1];
    if (next && isCode(next) && next.length <= MAX_CODE_BLOCK && codeBlocks < MAX_CODE_BLOCKS && used + next.length <= BUDGET) {
      chosen.add(index + 1);
      used += next.length;
      codeBlocks++;
    }
    if (used >= BUDGET / 2) break;
  }
  // A section that is only code (an example under its heading) still answers with that code.
  if (chosen.size === 0 && blocks[0] && blocks[0].length <= MAX_CODE_BLOCK) chosen.add(0);
  return [...chosen]
    .sort((a, b) => a - b)
    .map((index) => demoteHeadings(rewriteLinks(blocks[index] ?? '', section.path)))
    .join('\n\n');
}

/** Relative links in the docs (`./Hooks.md#onrequest`) point at files; the reader needs the page's URL. */
export function rewriteLinks(markdown: string, pagePath: string): string {
  if (isCode(markdown)) return markdown;
  return markdown.replace(/\]\(([^)\s]+)\)/g, (whole, target: string) => {
    if (/^([a-z]+:|#|\/)/i.test(target)) return target.startsWith('#') ? `](${pagePath}${target})` : whole;
    const [file = '', hash] = target.split('#');
    const resolved = posix.normalize(posix.join(posix.dirname(pagePath), file.replace(/\.(md|mdx|markdown)$/i, '')));
    return `](${resolved.replace(/\/(index|readme)$/i, '') || '/'}${hash ? `#${hash.toLowerCase()}` : ''})`;
  });
}

/** Headings inside an excerpt would outrank the answer's own structure in a chat bubble: make them bold lines. */
function demoteHeadings(block: string): string {
  if (isCode(block)) return block;
  return block.replace(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm, '**$1**');
}
