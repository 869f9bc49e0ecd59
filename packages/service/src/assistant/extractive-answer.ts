import type { Retrieval, SearchHit } from '../retrieval/docs-index';
import type { Section } from '../retrieval/markdown-sections';
import { CLOSEST_PAGES_FLOOR, RELATED_THRESHOLD } from '../retrieval/confidence';
import { excerptSection, isNameList, markdownBlocks, rewriteLinks } from './excerpt';
import { followUps, RELATED_SCORE, suggestionsBlock } from './follow-ups';
import { sectionUrl } from './section-url';
import { leadOrder } from './lead-order';
import { firstSentence } from './sentences';

export interface Answer {
  /** Markdown, ending with the ```suggestions block when there are follow-up questions. */
  text: string;
  /** The sections the answer quotes or links, best first: its sources. None when the docs do not cover it. */
  used: Section[];
}

const SEE_ALSO = 3;
/** How many hits may be tried for a passage to lead with before falling back to the best one's first sentence. */
const LEAD_CANDIDATES = 3;

export function sectionLabel(section: Section): string {
  return section.heading === section.pageTitle ? section.pageTitle : `${section.pageTitle} › ${section.heading}`;
}

/**
 * `sectionLabel` as a Markdown link's text: a heading's code stays code (``Images › `<Image />` ``), and text that
 * Markdown would read as markup (`<Image />` as a tag) is escaped, so the reader sees the label the page shows.
 */
export function sectionLinkLabel(section: Section): string {
  const page = escapeMarkdown(section.pageTitle);
  if (section.heading === section.pageTitle) return page;
  return `${page} › ${section.headingMarkdown ?? escapeMarkdown(section.heading)}`;
}

// Brackets would end the link text, `<…>` would be read as a tag; emphasis marks are left as the heading wrote them.
const escapeMarkdown = (text: string) => text.replace(/[\\`[\]<>]/g, '\\$&');

// Blocks that read badly squeezed onto one line: code, tables, headings, HTML, lists, quotes.
const NOT_PROSE = /^\s{0,3}(`{3,}|~{3,}|\||#|<|[-*+]\s|\d+[.)]\s|>)/;

/** A table of contents or a row of links: nothing to quote as a sentence. */
const isLinkList = (block: string) =>
  (block.match(/\]\(/g) ?? []).length >= 3 &&
  block
    .replace(/\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/[\s*_|-]+/g, ' ')
    .trim().length < 40;

/** First sentence of a section's first paragraph (not its table or code), for a one-line "see also". */
export function gist(section: Section): string {
  const paragraph = markdownBlocks(section.markdown).find(
    (block) => !NOT_PROSE.test(block) && !isLinkList(block) && !isNameList(block),
  );
  // A section that is only a table or code has no sentence to quote: the link alone says more than a mangled row.
  // Its links lead where the section's page would take them, not from whatever page the reader is on.
  return paragraph ? rewriteLinks(firstSentence(paragraph, 220), section.path, section.meta.published) : '';
}

/** What the reader is told when retrieval is not confident the docs answer the question. */
export const NOT_COVERED =
  "The docs don't cover this. I couldn't find a page that answers it, so I won't guess. Try asking with the words " +
  'the docs might use — a feature, option or command name — or about another part of them.';

/**
 * What a partial answer is shown under (coverage.ts): the sections quoted are the closest the docs come, cited so the
 * reader can judge, not a claim that they answer. The stream carries the outcome in its `finish` metadata and the
 * widget shows its own note; clients with no such channel (MCP) get this line at the top of the text.
 */
export const PARTIAL_NOTE = 'The docs may not answer exactly this. These are the closest passages:';

/** How many of the closest pages a refusal links. */
const CLOSEST_PAGES = 3;
const CLOSEST_INTRO = 'The closest the docs come, which may not answer it:';

/**
 * The sections a refusal links: the best hit of each page, best first, up to three, each scoring near the best (as
 * follow-ups do). None when retrieval found almost nothing of the question (a list of pages sharing one word with it
 * would read as an answer).
 */
export function closestSections(retrieval: Retrieval): Section[] {
  if (retrieval.confidence < CLOSEST_PAGES_FLOOR) return [];
  const closest: Section[] = [];
  const floor = RELATED_SCORE * (retrieval.hits[0]?.score ?? 0);
  for (const { section, score } of retrieval.hits) {
    if (closest.length === CLOSEST_PAGES) break;
    if (score >= floor && !closest.some((kept) => kept.path === section.path)) closest.push(section);
  }
  return closest;
}

/** A linked section on a line of its own, with the first sentence of its prose. */
function linkLine(section: Section): string {
  const summary = gist(section);
  return `- [${sectionLinkLabel(section)}](${sectionUrl(section)})${summary ? ` — ${summary}` : ''}`;
}

/**
 * What follows a refusal, so it is never a dead end: the closest pages as links, then, near the bar, "maybe related"
 * follow-up questions about other sections found (one about a linked section would repeat its link). Nothing when
 * retrieval found almost nothing.
 */
export function afterRefusal(question: string, retrieval: Retrieval): string | undefined {
  const closest = closestSections(retrieval);
  const parts = closest.length > 0 ? [CLOSEST_INTRO, '', ...closest.map(linkLine)] : [];
  const related =
    retrieval.confidence >= RELATED_THRESHOLD
      ? suggestionsBlock(followUps(question, retrieval.hits, closest))
      : undefined;
  if (related) parts.push(...(parts.length > 0 ? [''] : []), 'Maybe related:', '', related);
  return parts.length > 0 ? parts.join('\n') : undefined;
}

/** The "not covered" answer: said plainly, no sources, then the closest pages and maybe-related questions. */
export function composeNotCovered(question: string, retrieval: Retrieval): Answer {
  const after = afterRefusal(question, retrieval);
  return { text: after ? `${NOT_COVERED}\n\n${after}` : NOT_COVERED, used: [] };
}

/**
 * The default answer, built from the docs alone: the passage that answers (the best section's most relevant
 * paragraph first, then its example), a link to that section, the next sections as linked one-liners, and
 * follow-up questions from the sections found. It never says anything the docs do not. A partial answer is built
 * the same way (the outcome travels beside it); a not-covered one says the docs do not cover the question instead,
 * with no sources.
 *
 * `avoid`: text the reader attached (a selection, a code chip), never quoted back to them.
 */
export function composeExtractiveAnswer(question: string, retrieval: Retrieval, avoid: readonly string[] = []): Answer {
  if (!retrieval.covered || retrieval.hits.length === 0) return composeNotCovered(question, retrieval);
  const hits = leadOrder(question, retrieval.hits);
  let best: SearchHit = hits[0] as SearchHit;
  let passage = '';
  for (const hit of hits.slice(0, LEAD_CANDIDATES)) {
    passage = excerptSection(hit.section, question, avoid);
    if (passage) {
      best = hit;
      break;
    }
  }
  passage ||= gist(best.section);
  const lines: string[] = [];
  if (passage) lines.push(passage, '');
  lines.push(`From [${sectionLinkLabel(best.section)}](${sectionUrl(best.section)}).`);

  const seeAlso = hits.filter((hit) => hit.section.id !== best.section.id).slice(0, SEE_ALSO);
  if (seeAlso.length > 0) {
    lines.push('', '**Also relevant:**', '');
    for (const hit of seeAlso) lines.push(linkLine(hit.section));
  }
  const used = [best.section, ...seeAlso.map((hit) => hit.section)];
  const suggestions = suggestionsBlock(followUps(question, hits, [best.section]));
  if (suggestions) lines.push('', suggestions);
  return { text: lines.join('\n'), used };
}
