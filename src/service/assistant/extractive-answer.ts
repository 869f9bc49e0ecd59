import type { SearchHit } from '../retrieval/docs-index';
import type { Section } from '../retrieval/markdown-sections';
import { excerptSection, markdownBlocks } from './excerpt';

export interface Answer {
  /** Markdown, ending with the ```suggestions block when there are related pages. */
  text: string;
  /** The sections the answer quotes or links, best first. */
  used: Section[];
}

const SEE_ALSO = 3;
const SUGGESTIONS = 3;

export function sectionUrl(section: Section): string {
  return section.anchor ? `${section.path}#${section.anchor}` : section.path;
}

export function sectionLabel(section: Section): string {
  return section.heading === section.pageTitle ? section.pageTitle : `${section.pageTitle} › ${section.heading}`;
}

// Blocks that read badly squeezed onto one line: code, tables, headings, HTML, lists, quotes.
const NOT_PROSE = /^\s{0,3}(`{3,}|~{3,}|\||#|<|[-*+]\s|\d+[.)]\s|>)/;

/** First sentence of a section's first paragraph (not its table or code), for a one-line "see also". */
function gist(section: Section): string {
  const paragraph = markdownBlocks(section.markdown).find((block) => !NOT_PROSE.test(block));
  // A section that is only a table or code has no sentence to quote: the link alone says more than a mangled row.
  if (!paragraph) return '';
  const prose = paragraph.replace(/\s+/g, ' ').trim();
  const sentence = /^(.{20,220}?[.!?])(\s|$)/.exec(prose)?.[1] ?? prose.slice(0, 160);
  return sentence.length < prose.length && !/[.!?]$/.test(sentence) ? `${sentence}…` : sentence;
}

/**
 * The default answer, built from the docs alone: the best section quoted (its most relevant paragraphs and
 * example, linked), the next sections as linked one-liners, and related pages as follow-up suggestions.
 * It never says anything the docs do not.
 */
export function composeExtractiveAnswer(question: string, hits: SearchHit[]): Answer {
  const [best, ...rest] = hits;
  if (!best) {
    return {
      text:
        "I couldn't find anything about that in these docs. Try asking with the words the docs might use — a " +
        'feature, option or function name — or ask about a different part.',
      used: [],
    };
  }
  const lines: string[] = [];
  lines.push(`From **[${sectionLabel(best.section)}](${sectionUrl(best.section)})**:`, '');
  lines.push(excerptSection(best.section, question) || gist(best.section));

  const seeAlso = rest.filter((hit) => hit.section.id !== best.section.id).slice(0, SEE_ALSO);
  if (seeAlso.length > 0) {
    lines.push('', '**Also relevant:**', '');
    for (const hit of seeAlso) {
      const summary = gist(hit.section);
      lines.push(`- [${sectionLabel(hit.section)}](${sectionUrl(hit.section)})${summary ? ` — ${summary}` : ''}`);
    }
  }
  const used = [best.section, ...seeAlso.map((hit) => hit.section)];
  const suggestions = suggestionsFor(hits);
  if (suggestions) lines.push('', suggestions);
  return { text: lines.join('\n'), used };
}

/**
 * A trailing ```suggestions block (service-api §1, observed): one `(label)[/path]` line per related page other
 * than the one quoted, which the widget renders as follow-up buttons.
 */
export function suggestionsFor(hits: SearchHit[]): string | undefined {
  const first = hits[0]?.section.path;
  const seen = new Set<string>(first ? [first] : []);
  const lines: string[] = [];
  for (const { section } of hits) {
    if (seen.has(section.path) || lines.length >= SUGGESTIONS) continue;
    seen.add(section.path);
    lines.push(`(${section.pageTitle.replace(/[()[\]]/g, '')})[${section.path}]`);
  }
  return lines.length > 0 ? ['```suggestions', ...lines, '```'].join('\n') : undefined;
}
