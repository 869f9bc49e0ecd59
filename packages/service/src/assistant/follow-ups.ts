import type { SearchHit } from '../retrieval/docs-index';
import type { Section } from '../retrieval/markdown-sections';
import { termsOf } from '../retrieval/query-terms';
import { questionFor } from './follow-up-question';
import { sectionUrl } from './section-url';

/**
 * Follow-up questions a reader would click, from the sections retrieval found: up to three, each the question its
 * section answers (follow-up-question.ts), none about a section already quoted or asking the question again.
 */

export interface FollowUp {
  /** The question, plain text. */
  label: string;
  /** The section it came from, `path#anchor`. */
  path: string;
}

const MAX_FOLLOW_UPS = 3;
/** A follow-up's section must score at least this share of the best hit's. */
export const RELATED_SCORE = 0.3;
/** A follow-up whose words are this much already in the question just asked would ask it again. */
const SAME_QUESTION = 0.75;

function overlap(a: string, b: Set<string>): number {
  const terms = new Set(termsOf(a));
  if (terms.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of terms) if (b.has(term)) shared++;
  return shared / terms.size;
}

/**
 * Up to three follow-up questions from the hits, best first: not about the sections already quoted, not the
 * question just asked again, no two alike.
 */
export function followUps(question: string, hits: readonly SearchHit[], quoted: readonly Section[] = []): FollowUp[] {
  const asked = new Set(termsOf(question));
  const skip = new Set(quoted.map((section) => section.id));
  const picked: FollowUp[] = [];
  const labels = new Set<string>([question.trim().toLowerCase()]);
  // Only sections that scored near the best: the tail of a result list is where unrelated pages sit.
  const floor = RELATED_SCORE * (hits[0]?.score ?? 0);
  for (const { section, score } of hits) {
    if (picked.length >= MAX_FOLLOW_UPS) break;
    if (score < floor) continue;
    if (skip.has(section.id)) continue;
    const label = questionFor(section)?.replace(/[()[\]]/g, '');
    if (!label || labels.has(label.toLowerCase()) || overlap(label, asked) >= SAME_QUESTION) continue;
    labels.add(label.toLowerCase());
    picked.push({ label, path: sectionUrl(section) });
  }
  return picked;
}

/** The trailing ```suggestions block (service-api §1): one `(question)[/path#anchor]` line per follow-up. */
export function suggestionsBlock(items: readonly FollowUp[]): string | undefined {
  if (items.length === 0) return undefined;
  return ['```suggestions', ...items.map((item) => `(${item.label})[${item.path}]`), '```'].join('\n');
}
