import type { Retrieval, SearchHit } from '../retrieval/docs-index';
import { everydayCommonness } from '../retrieval/everyday-words';
import type { Section } from '../retrieval/markdown-sections';
import { termsOf } from '../retrieval/query-terms';
import { asksAboutChanges, isReleaseNotes, releaseNotesFactor } from '../retrieval/release-notes';
import { processTerm, tokenize } from '../retrieval/terms';
import { excerptSection, markdownBlocks } from './excerpt';
import { firstSentence } from './sentences';

/**
 * Which of the best hits the answer opens with. Retrieval ranks sections by how much of the question they match,
 * which favours a section that names the setting the reader mentions in passing ("…with Next.js?": the page
 * actions' Next.js paragraph) over the one about what they ask (keeping the key out of the browser: the proxy). The
 * answer should open with the section that answers most directly: the question's topic words in its heading or its
 * lead sentence beat the same words further down, and words it lacks count against it. For a how-to question, an
 * FAQ's "is it possible" entry comes after the guides. A hit whose passage would open with a fragment (an option's
 * `Type:` / `Default:` list) and a release post (unless the question is about a version or a change) count less:
 * both name the question's words in a heading without being the page that explains them.
 *
 * A word weighs by how little everyday English uses it (everyday-words.ts), not by how rare it is in these docs:
 * on a widget's docs "API key" is on every page and "Next.js" on two, yet the reader asking how to keep the key out
 * of the browser is asking about the key. And a word weighs once however many terms it splits into (`Next.js` is
 * `next.j`, `next` and `js`), or a dotted name would outvote the rest of the question.
 */

/**
 * Only the first few hits compete: further down, retrieval's own doubt outweighs anything read here. One more than
 * a reply's five sources, so the passage that answers can lead from just below them (`withLeadCandidates`): the
 * widget's "Rate limits" is 6th for "What happens when the service returns 429?" on this package's docs.
 */
export const LEAD_POOL = 6;
/** A topic word further down the section (prose or code) is worth this much of one in its heading or lead. */
const IN_BODY = 0.5;
/** How much more directly another hit must answer to open the answer instead of retrieval's first. */
const LEAD_MARGIN = 0.25;
/** An FAQ entry's share when the question asks how to do something: the guide that shows it is the better opening. */
const FAQ_FOR_HOW_TO = 0.5;
/**
 * A hit whose passage would open with a fragment — a list of `Type:` / `Default:` lines, a table, code, a bare
 * label — counts this much: an answer should open with a sentence that says something, and the hit that has one is
 * usually the guide or the entry about the topic, not the option listing that names its words.
 */
const FRAGMENT_OPENING = 0.5;
/** Only the start of a long section is read: the lead choice costs the same for a changelog as for a paragraph. */
const MAX_READ_CHARS = 20_000;

const EXAMPLE_TERMS = termsOf('example examples sample snippet code');
const HOW_TO = /^\s*(how\s+(do|can|could|should|would|to)\b|what('s| is) the (best |right )?way to\b)/i;
const FAQ = /\bfaqs?\b|frequently asked|common questions/i;
const NOT_PROSE = /^\s{0,3}(`{3,}|~{3,}|\||#|<|[-*+]\s|\d+[.)]\s|>|:::)/;

/** An FAQ page or section, or an entry headed by a question ("Can I use it with…?"). */
function isFaqEntry(section: Section): boolean {
  return (
    FAQ.test(section.path) ||
    FAQ.test(section.pageTitle) ||
    section.trail.some((heading) => FAQ.test(heading)) ||
    FAQ.test(section.heading) ||
    section.heading.trim().endsWith('?')
  );
}

function leadSentence(section: Section): string {
  const paragraph = markdownBlocks(section.markdown.slice(0, MAX_READ_CHARS)).find((block) => !NOT_PROSE.test(block));
  return paragraph ? firstSentence(paragraph, 400) : '';
}

/** A question word's terms (`Next.js` → `next.j`, `next`, `js`) and its weight; stop words have none. */
interface TopicWord {
  terms: readonly string[];
  weight: number;
}

/**
 * A closing "with Next.js" / "on VitePress and MkDocs" / "using Docker" names where the reader is, not what they
 * ask: a section about that setting is less likely the answer than one about the question's subject.
 */
const SETTING = /\b(?:with|in|on|using|under|inside|via)\s+((?:[^\s?]+\s*){1,3})\?*\s*$/i;
const SETTING_WEIGHT = 0.5;

/**
 * "What happens when the service returns 429?", "…if the server responds with 503": the reader is on the receiving
 * side of what another party sends. That party's own pages (a page titled "Local service" for "the service") say
 * why and when it sends it — the operator's side — not what the reader then sees; the page for the side that
 * receives it is the answer.
 */
const RECEIVED_FROM =
  /\b(?:when|if|once|after|whenever)\s+(?:the|a|an|my|our|your|its)?\s*((?:[\w.-]+\s+){0,2}?[\w.-]+)\s+(?:returns?|returned|responds?|responded|replies|replied|sends?|sent|answers?|answered|rejects?|rejected|refuses?|refused)\b/i;
const SENDER_PAGE = 0.5;

/** The terms naming the party a question receives from ("the service" → `servic`), none when it names none. */
function senderTerms(question: string): Set<string> {
  return new Set(termsOf(RECEIVED_FROM.exec(question)?.[1] ?? ''));
}

function isSenderPage(section: Section, sender: ReadonlySet<string>): boolean {
  return sender.size > 0 && termsOf(section.pageTitle).some((term) => sender.has(term));
}

/**
 * An HTTP status code is documented by its name as often as by its number: a section headed "Rate limits" is about
 * 429 as much as one that writes "429". Only the statuses docs explain, by the words that name them.
 */
const STATUS_NAMES: ReadonlyMap<string, string> = new Map([
  ['401', 'unauthorized authentication'],
  ['403', 'forbidden permission'],
  ['404', 'not found'],
  ['408', 'timeout'],
  ['409', 'conflict'],
  ['413', 'too large'],
  ['429', 'rate limit'],
  ['502', 'bad gateway'],
  ['503', 'unavailable'],
  ['504', 'gateway timeout'],
]);

/** The particles of phrasal verbs whose noun is written as one word: login, setup, checkout, rollback. */
const PARTICLE = /^(in|up|out|back|off|over)$/i;

function topicWords(question: string): TopicWord[] {
  const words: TopicWord[] = [];
  const seen = new Set<string>();
  const setting = new Set(tokenize(SETTING.exec(question)?.[1] ?? ''));
  // "…when the service returns 429": who sends it and how is the question's frame; what is sent is its topic. The
  // receiving side's page names the 429, rarely the verb or the sender.
  const received = RECEIVED_FROM.exec(question);
  const tokens = tokenize(received ? question.replace(received[0], ' ') : question);
  for (const [index, token] of tokens.entries()) {
    const particle = tokens[index + 1] ?? '';
    // "log in", "set up": the docs name the thing in one word (`npm login`, "Setup"), which the two words miss.
    const joined = PARTICLE.test(particle) ? (processTerm(token + particle) ?? []) : [];
    const own = processTerm(token);
    const name = STATUS_NAMES.get(token);
    const named = name ? termsOf(name) : [];
    const terms = own ? [...own, ...joined, ...named] : null;
    // The tokenizer also yields a name's parts as words of their own (`next`, `js` after `Next.js`): already counted.
    if (!terms || terms.every((term) => seen.has(term))) continue;
    for (const term of terms) seen.add(term);
    // The joined word is a guess at a name, not more evidence: the words as asked set the weight.
    const weight = Math.max(...(own ?? []).map((term) => 1 - everydayCommonness(term)));
    words.push({ terms, weight: setting.has(token) ? weight * SETTING_WEIGHT : weight });
  }
  return words;
}

/** 0..1: the weighted share of the question's words the section states up front (1) or further down (IN_BODY). */
function directness(section: Section, words: readonly TopicWord[]): number {
  const total = words.reduce((sum, { weight }) => sum + weight, 0);
  if (total === 0) return 0;
  const upFront = new Set(
    termsOf([section.pageTitle, ...section.trail, section.heading, leadSentence(section)].join(' ')),
  );
  // A reader asking for an example ("can you show an example of that?") is answered by the section with one.
  if (section.code.trim()) for (const term of EXAMPLE_TERMS) upFront.add(term);
  const below = new Set(termsOf(`${section.prose.slice(0, MAX_READ_CHARS)} ${section.code.slice(0, MAX_READ_CHARS)}`));
  let found = 0;
  for (const { terms, weight } of words) {
    const where = terms.some((term) => upFront.has(term)) ? 1 : terms.some((term) => below.has(term)) ? IN_BODY : 0;
    found += weight * where;
  }
  return found / total;
}

/**
 * A section headed by an option or API name the question spells out in words ("the dev server port" →
 * `server.port`) documents exactly what is asked, however little of the rest of the question its text repeats.
 */
function namedByQuestion(section: Section, asked: ReadonlySet<string>): boolean {
  const name = section.heading.trim().replace(/\(.*\)$/, '');
  if (!/^[\w$@/-]+([.:][\w$@/-]+)+$/.test(name)) return false;
  const [whole, ...parts] = processTerm(name) ?? [];
  // Asked by its whole name ("Next.js", `logger.child`), retrieval has already ranked the section that names it.
  return !!whole && !asked.has(whole) && parts.length >= 2 && parts.every((part) => asked.has(part));
}

/** A passage's first block as the reader would see it: a list, a table, code or a one-word label, not a sentence. */
const FRAGMENT = /^\s{0,3}([-*+]\s|\d+[.)]\s|\||`{3,}|~{3,}|[\w*]+\s*(\n|$))/;

function opensWithFragment(section: Section, question: string): boolean {
  const passage = excerptSection(section, question);
  return !passage || FRAGMENT.test(passage);
}

/** The hits in the order the answer should try them for its opening passage; the rest keep retrieval's order. */
export function leadOrder(question: string, hits: readonly SearchHit[]): SearchHit[] {
  const top = hits[0]?.score ?? 0;
  if (hits.length < 2 || top <= 0) return [...hits];
  const topic = topicWords(question);
  const howTo = HOW_TO.test(question);
  const aboutChanges = asksAboutChanges(question);
  const asked = new Set(topic.flatMap(({ terms }) => terms));
  const sender = senderTerms(question);
  const pool = hits.slice(0, LEAD_POOL).map((hit, rank) => {
    const faq = howTo && isFaqEntry(hit.section) ? FAQ_FOR_HOW_TO : 1;
    const named = namedByQuestion(hit.section, asked);
    const direct = named ? 1 : directness(hit.section, topic);
    // An option the question names is answered by its entry, however that entry opens (`- **Type:** number`).
    const fragment = !named && opensWithFragment(hit.section, question) ? FRAGMENT_OPENING : 1;
    // A release post heads each feature with its name ("Opt-in Legacy Browser Support"), so it reads as direct as
    // the guide; retrieval already ranks it below guides, and so does the lead.
    const release = releaseNotesFactor(isReleaseNotes(hit.section.path, hit.section.pageTitle), aboutChanges);
    const side = isSenderPage(hit.section, sender) ? SENDER_PAGE : 1;
    const score = (hit.score / top) * direct * faq * fragment * release * side;
    return { hit, rank, score };
  });
  // Retrieval's first keeps the lead unless another answers clearly more directly: its heading already counted in
  // the ranking, and a close call read from a few words is noise, not a better opening.
  const first = pool[0] as (typeof pool)[number];
  first.score *= 1 + LEAD_MARGIN;
  pool.sort((a, b) => b.score - a.score || a.rank - b.rank);
  return [...pool.map(({ hit }) => hit), ...hits.slice(LEAD_POOL)];
}

/**
 * A retrieval made with room for the lead (`LEAD_POOL` hits) cut to the `size` sources a reply cites, keeping the
 * hit the answer will open with: it takes the last place when it ranked below them. Retrieving one more hit than
 * five changed no confidence, outcome or first five hits on the nine evaluation corpora (385 questions).
 */
export function withLeadCandidates(question: string, retrieval: Retrieval, size: number): Retrieval {
  if (retrieval.hits.length <= size) return retrieval;
  const kept = retrieval.hits.slice(0, size);
  const lead = leadOrder(question, retrieval.hits)[0];
  const hits = !lead || kept.includes(lead) ? kept : [...kept.slice(0, size - 1), lead];
  return { ...retrieval, hits };
}
