import type { Section } from '../retrieval/markdown-sections';
import { everydayCommonness } from '../retrieval/everyday-words';
import { processTerm } from '../retrieval/terms';
import { markdownBlocks } from './excerpt';
import { firstSentence } from './sentences';

/**
 * The question a reader would click for a section, written from its heading (what it is about) and its first
 * sentence (whether it has anything to say): "How do I rotate log files?", "What does --save-exact do?", "Why are
 * paths now relative to the configuration file?" — never a bare title. The widget sends it as the next question,
 * so it must read as one.
 */

/** Headings that name a part of a page rather than a topic: the question is about their parent. */
const GENERIC: Array<[RegExp, (topic: string) => string]> = [
  [/^(synopsis|usage|how to use|use|basic usage|basics?)$/i, (t) => `How do I use ${t}?`],
  [/^(import|importing)$/i, (t) => `How do I import ${t}?`],
  [/^(methods|instance methods|api methods)$/i, (t) => `What are the methods of ${t}?`],
  [/^(prerequisites|requirements|before you begin|before you start)$/i, (t) => `What do I need for ${t}?`],
  [/^(motivation|why)$/i, (t) => `What is the motivation for ${t}?`],
  [/^(steps|step by step|walkthrough)$/i, (t) => `What are the steps for ${t}?`],
  [/^(description|overview|introduction|intro|about|summary|details|background)$/i, (t) => `What is ${t} for?`],
  [
    /^(options|parameters?|params?|arguments|args|flags|configuration|config|settings|properties)$/i,
    (t) => `Which options does ${t} take?`,
  ],
  [/^(examples?|sample|demo)$/i, (t) => `Is there an example of ${t}?`],
  [/^(returns|return value|result)$/i, (t) => `What does ${t} return?`],
  [/^(caveats?|limitations?|notes?|known issues|warnings?|gotchas)$/i, (t) => `What should I watch out for with ${t}?`],
  [/^(installation|install|setup|set ?up|getting started)$/i, (t) => `How do I set up ${t}?`],
  [/^(troubleshooting|faq|debugging)$/i, (t) => `What can go wrong with ${t}?`],
  [/^(performance|overhead|cost|benchmarks?)$/i, (t) => `How does ${t} affect performance?`],
];

/**
 * Headings that close a page or thank people: a question about them ("What should I know about Recap?") asks for
 * nothing the page's other sections do not answer better.
 */
const NOTHING_TO_ASK =
  /^(recap|conclusion|wrap[- ]?up|summary and next steps|next steps|what's next|further reading|see also|acknowledge?ments|credits)$/i;

/** Gerunds whose base form the simple rule below would get wrong. */
const BASE_FORMS: Record<string, string> = {
  using: 'use',
  creating: 'create',
  handling: 'handle',
  writing: 'write',
  making: 'make',
  configuring: 'configure',
  defining: 'define',
  declaring: 'declare',
  validating: 'validate',
  serializing: 'serialize',
  parsing: 'parse',
  removing: 'remove',
  changing: 'change',
  customizing: 'customize',
  customising: 'customise',
  enabling: 'enable',
  disabling: 'disable',
  closing: 'close',
  securing: 'secure',
  storing: 'store',
  caching: 'cache',
  sharing: 'share',
  managing: 'manage',
  updating: 'update',
  migrating: 'migrate',
  upgrading: 'upgrade',
  providing: 'provide',
  saving: 'save',
  hiding: 'hide',
  rotating: 'rotate',
  bundling: 'bundle',
  generating: 'generate',
  compiling: 'compile',
  overriding: 'override',
  describing: 'describe',
  decorating: 'decorate',
  requiring: 'require',
  resolving: 'resolve',
  replacing: 'replace',
  including: 'include',
  excluding: 'exclude',
  mapping: 'map',
  typing: 'type',
  scoping: 'scope',
  routing: 'route',
  mocking: 'mock',
  invoking: 'invoke',
  taking: 'take',
  reusing: 'reuse',
  naming: 'name',
  encoding: 'encode',
  decoding: 'decode',
  releasing: 'release',
  publishing: 'publish',
  tracing: 'trace',
  embedding: 'embed',
  ignoring: 'ignore',
  choosing: 'choose',
  exploring: 'explore',
  restoring: 'restore',
  scoring: 'score',
  guiding: 'guide',
};

/** Verbs a heading may start with as an instruction ("Log to different streams", "Avoid message conflict"). */
const IMPERATIVES = new Set(
  (
    'add avoid build call change check configure connect create define delete deploy disable enable ' +
    'get handle install log make migrate move read register remove rename return run send set share start stop ' +
    'test upgrade use validate write'
  ).split(' '),
);

/** Words that start a heading as a determiner's object would, without being a verb ("About the", "Behind a"). */
const NOT_VERBS = new Set(
  (
    'about above across after against along among around at before behind below beneath beside between beyond by ' +
    'despite during for from in inside into near of off on onto out outside over past since through throughout to ' +
    'toward towards under underneath until upon via with within without all both each every either neither and or ' +
    'but if is are was were be do does did can could should would will may might must not only just also even ' +
    'how what why when where which who whose'
  ).split(' '),
);
const DETERMINERS = new Set('the a an your my our this these those its their'.split(' '));

/**
 * A heading that tells the reader to do something: a verb the docs head instructions with ("Log to different
 * streams"), or any word followed by a determiner ("Serialize your data", "Extend your server", "Raise an
 * HTTPException in your code") that is not a preposition or the like ("Behind a proxy", "About the project").
 */
function isInstruction(first: string, rest: readonly string[]): boolean {
  const verb = first.toLowerCase();
  if (rest.length === 0) return false;
  if (IMPERATIVES.has(verb)) return true;
  // Not a gerund ("Building the app", "Setting a timeout": nouns as often), a plural or a third person ("Methods
  // that…", "Exceeds the…"), an adverb, or a past tense ("Moved the `base` option": a change, not a step).
  return (
    /^\p{Lu}?\p{Ll}{2,}$/u.test(first) &&
    !/(ing|ly|[^s]s)$/.test(verb) &&
    !isPastTense(verb) &&
    !NOT_VERBS.has(verb) &&
    DETERMINERS.has((rest[0] ?? '').toLowerCase())
  );
}

/** Verbs that end in "ed" in their base form: "Embed the widget" is an instruction, "Moved the option" is not. */
const VERBS_IN_ED = new Set([
  'embed',
  'need',
  'feed',
  'seed',
  'speed',
  'proceed',
  'succeed',
  'exceed',
  'shred',
  'heed',
]);
const isPastTense = (word: string) => /ed$/i.test(word) && !VERBS_IN_ED.has(word.toLowerCase());

/** The docs speak to the reader ("your server"); the reader asks about their own ("my server"). */
const asReader = (phrase: string) =>
  phrase
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byour\b/gi, 'my');

/** `creating` → `create`; unknown gerunds by rule: `getting` → `get`, `reopening` → `reopen`. */
function baseForm(gerund: string): string | undefined {
  const lower = gerund.toLowerCase();
  if (BASE_FORMS[lower]) return BASE_FORMS[lower];
  if (
    !/^[a-z]{3,}ing$/.test(lower) ||
    /^(string|thing|something|anything|everything|nothing|ring|king|spring|ceiling|morning|evening|during|lightning|padding|pending|heading|warning|building|setting|meaning|missing|existing|remaining|following|upcoming|outgoing|incoming|ongoing|underlying|corresponding|trailing)$/.test(
      lower,
    )
  )
    return undefined;
  const stem = lower.slice(0, -3);
  if (/([bdgmnprt])\1$/.test(stem) && !/dd$/.test(stem)) return stem.slice(0, -1);
  // British spelling doubles a final l after an unstressed vowel ("cancelling", "controlling"); "install" and
  // "scroll" keep theirs.
  if (/[aeiou][^aeiou]+[eo]ll$/.test(stem)) return stem.slice(0, -1);
  return E_DROPPED.test(stem) ? `${stem}e` : stem;
}

/**
 * Stems whose verb ends in an "e" the "-ing" took ("escaping" → escape, "communicating" → communicate, "enabling" →
 * enable), as English spells them; not those whose verb ends as the stem does ("editing", "loading", "testing",
 * "rendering", "installing") — a doubled consonant ("formatting") is handled before.
 */
const E_DROPPED =
  /(?:[^aeou]at|[^aeiou]ut|[^aeiou][ai]p|[iy][sz]|[^aeiou][aeiou][cdgkm]|v|[^aeiou][aiu]r|[^aeiou][aiu]l|[^aeiou][iu]n|[bcdfgkptz]l|r[sgc]|dg|[aeiou]n[cs]|ps|[^aeiou][ao]s|[aeiou]{2}s|[^aeiou]yp|[^aeiou]ib|yl)$/;

/** `logger.child(bindings, [options]) => logger` → `logger.child()`; `name (String)` → `name`. */
function identifierOf(heading: string): string | undefined {
  const typed = /^(--?[\w-]+|[\p{L}_$][\w$.-]*)\s*\((\p{Lu}[\w |]*|"[^)]*)\)(\s*\[[^\]]*\])?:?$/u.exec(heading);
  if (typed) return typed[1];
  const call = /^([\p{L}_$][\w$.-]*)\s*\(.*\)(\s*(=>|:|->).*)?$/u.exec(heading);
  if (call && /[.$_]|\p{Ll}\p{Lu}/u.test(call[1] ?? '')) return `${call[1]}()`;
  // A flag with its value's form (`--threads=NUMBER`, `--skip=<GROUP|RULE>`) is the flag.
  const single = /^(--?[\w-]+|[\p{L}_$][\w$.:-]*[\w$])(=\S+|\s*<[^>]+>|\s*\[[^\]]+\])?$/u.exec(heading);
  if (single && /^--?|[.$_:]|\p{Ll}\p{Lu}|^[a-z]+(-[a-z]+)+$/u.test(single[1] ?? '')) return single[1];
  return undefined;
}

/**
 * Title Case → sentence case: a capitalised word is lowered only when the docs also write it in lower case
 * ("Backpressure" → "backpressure"), so names they always capitalise stay ("Docker", "Tidewater", "Pino"), as does
 * the second word of a name the docs write capitalised together ("VS Code", "GitHub Actions"). A leading article is
 * lowered: the phrase goes inside a question.
 */
function sentenceCase(phrase: string, text: string, { initial = false } = {}): string {
  const words = phrase.split(' ');
  const cased: string[] = [];
  for (const [i, word] of words.entries()) cased.push(caseOf(word, i));
  return cased.join(' ');

  function caseOf(word: string, i: number): string {
    if (i === 0 && /^(A|An|The|This|These|Those)$/.test(word)) return word.toLowerCase();
    if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return word;
    // The next word of a name the docs write capitalised ("VS Code", "GitHub Actions"), after a word kept as a name.
    const before = cased[i - 1] ?? '';
    if (/^\p{Lu}/u.test(before) && text.includes(`${words[i - 1]} ${word.replace(/s$/, '')}`)) return word;
    const lower = word.toLowerCase();
    if (i === 0 && initial && capitalisedForItsPlace(words, text)) return lower;
    if (new RegExp(`(^|[^\\p{L}\\p{N}_.-])${lower}(?![\\p{L}\\p{N}_])`, 'u').test(text)) return lower;
    // An everyday word a Title Case heading capitalises ("Getting Started", "Navigation Failures") is lowered, after
    // a word in lower case and before none in capitals (not "GitHub Actions", "Arch Linux"), unless the docs write it
    // capitalised in the middle of a sentence, as a name.
    const afterLower = i === 0 ? !initial : !/^\p{Lu}/u.test(before);
    const beforeName = /^\p{Lu}/u.test(words[i + 1] ?? '');
    const everyday = everydayCommonness(processTerm(lower)?.[0] ?? '') >= EVERYDAY_WORD;
    const named = new RegExp(`\\p{Ll} ${word}\\b`, 'u').test(text);
    return afterLower && !beforeName && everyday && !named ? lower : word;
  }
}

/** How common in speech a word must be to be no name (everyday-words.ts: "use" 0.67, "path" 0.49, "docker" 0). */
const EVERYDAY_WORD = 0.3;

/**
 * Whether a heading's first word is capitalised only for its place, as a sentence's is: an everyday word ("Paths
 * and globs are…"), not the start of a name the docs write so ("Arch Linux"), nor one word of a heading in Title Case.
 */
function capitalisedForItsPlace(words: readonly string[], text: string): boolean {
  const [first = '', second = ''] = words;
  if (/^\p{Lu}/u.test(second) && text.includes(`${first} ${second}`)) return false;
  // In a heading in Title Case every word is capitalised: the first is no different from the rest.
  if (words.filter((word) => /^\p{Lu}\p{Ll}{3,}/u.test(word)).length >= 2) return false;
  return everydayCommonness(processTerm(first.toLowerCase())?.[0] ?? '') >= EVERYDAY_WORD;
}

/**
 * A heading that states something ("Paths and globs are now relative to the configuration file", "The option
 * `--config-path` is removed"), as migration guides and changelogs head their sections, is asked about as a why
 * question. One that states it with another verb ("VS Code extension v3 needs complete restart") would need the verb
 * rewritten: it makes no follow-up rather than "What should I know about … needs complete restart?".
 */
const STATES_WITH_BE = /^(.+?)\s+(is|are|was|were|isn't|aren't|wasn't|weren't)\s+(.+)$/i;
const STATES_OTHERWISE =
  /\s(needs|can|cannot|can't|must|should|will|won't|does|doesn't|don't|has|have|hasn't|haven't|no longer|anymore)(\s|$)/i;
const MAX_SUBJECT_WORDS = 6;

function whyQuestion(heading: string, text: string): string | undefined {
  const [, subject = '', verb = '', rest = ''] = STATES_WITH_BE.exec(heading) ?? [];
  // Not a question word's clause ("How it is built"), a relative one ("Methods that are no-ops"), or a numbered tip.
  if (!subject || /^(how|what|why|when|where|which|who|\d)/i.test(subject) || /\s(that|which|who)$/i.test(subject))
    return undefined;
  if (subject.split(' ').length > MAX_SUBJECT_WORDS) return undefined;
  return `Why ${verb.toLowerCase()} ${sentenceCase(subject, text, { initial: true })} ${sentenceCase(rest, text)}?`;
}

const statesOtherwise = (heading: string) => heading.split(' ').length >= 4 && STATES_OTHERWISE.test(heading);

/** A section's words as prose, without code (where `tidewater` is a command, not the name written in text). */
const proseOf = (section: Section) => section.markdown.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');

function topicOf(section: Section): string {
  const parent = section.trail[section.trail.length - 1] ?? section.pageTitle;
  return identifierOf(parent) ?? parent;
}

/** The question a section answers, or undefined when it has nothing a reader could ask about. */
export function questionFor(section: Section): string | undefined {
  const heading = section.heading
    .replace(/[`*]/g, '')
    .replace(/\s*\(#\d+\)$/, '')
    .replace(/:$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Escaped or symbol-laden headings (`logger\[Symbol.for('pino.serializers')\]`) make no readable question.
  if (/[\\{}]|\[.*\]\(|Symbol\./.test(section.heading)) return undefined;
  const opening = markdownBlocks(section.markdown).find((block) => /^\s{0,3}[\p{L}`*_[]/u.test(block));
  const identifier = identifierOf(heading);
  // A section with no sentence of its own (only code or a table) is an example, not a topic to ask about.
  if (!opening && !identifier) return undefined;
  const gist = opening ? firstSentence(opening) : '';
  if (!heading || heading.length > 90) return undefined;
  if (heading.endsWith('?')) return heading;
  const howTo = /^how (?:to|do i|can i|do you)\s+(.+)$/i.exec(heading);
  if (howTo) return `How do I ${asReader(howTo[1] ?? '')}?`;
  const howItWorks = /^how (.+?) works?\b(.*)$/i.exec(heading);
  if (howItWorks) return `How does ${howItWorks[1]} work${howItWorks[2]}?`;
  // Other headings that start like a question ("What you need") do not become one by adding a mark.
  if (/^(what|why|when|where|which|who)\b/i.test(heading)) return undefined;
  const event = /^event:?\s*['"]?([\w:-]+)['"]?$/i.exec(heading);
  if (event) return `When is the ${event[1]} event emitted?`;

  if (NOTHING_TO_ASK.test(heading)) return undefined;
  const intro = !section.anchor || heading === section.pageTitle;
  const topic = topicOf(section);
  if (!intro && topic !== heading) {
    for (const [pattern, ask] of GENERIC) if (pattern.test(heading)) return ask(topic);
  }
  // `options (Object)` under `logger.child(…)` is about the call's options, not an option named "options".
  if (identifier && /^(options|opts|config|settings|params)$/i.test(identifier) && topic !== heading)
    return `Which options does ${topic} take?`;
  const inOptions = [...section.trail, section.pageTitle].some((h) =>
    /\b(options?|config(uration)?|settings?|flags?)\b/i.test(h),
  );
  if (identifier || (inOptions && !intro && /^[a-z][\w-]*$/.test(heading))) {
    const name = identifier ?? heading;
    return inOptions && !name.endsWith('()') ? `What does the ${name} option do?` : `What does ${name} do?`;
  }
  const text = proseOf(section);
  const [first = '', ...rest] = heading.split(' ');
  const base = baseForm(first);
  if (base && rest.length > 0) return `How do I ${base} ${asReader(sentenceCase(rest.join(' '), text))}?`;
  if (base) return `How does ${first.toLowerCase()} work?`;
  if (isInstruction(first, rest))
    return `How do I ${first.toLowerCase()} ${asReader(sentenceCase(rest.join(' '), text))}?`;
  const change = changeQuestion(first, rest.join(' '), text);
  if (change) return change;
  const phrase = sentenceCase(heading, text, { initial: true });
  // "Redaction is …" / "Hooks are …": the docs define it, so ask what it is.
  const defines = new RegExp(`^(the |a |an )?${escape(heading)}\\s+(is|are)\\b`, 'i').test(gist);
  if (defines) return /[^s]s$/i.test(heading) ? `What are ${phrase}?` : `What is ${phrase}?`;
  // A page's own intro under its bare title says less as a question than the sections under it.
  if (intro) return undefined;
  const why = whyQuestion(heading, text);
  if (why) return why;
  if (statesOtherwise(heading)) return undefined;
  // "Supported the …", "Added the …": a statement in the past, nothing a reader asks in those words.
  if (isPastTense(first) && DETERMINERS.has((rest[0] ?? '').toLowerCase())) return undefined;
  return `What should I know about ${phrase}?`;
}

/**
 * A change a release or migration guide lists, asked as a reader of it would: "Removed `app.use()`" → "Why was
 * app.use() removed?", "Moved the `base` option" → "Why was the base option moved?", "Changed hooks behavior" → "What
 * changed in hooks behavior?".
 */
function changeQuestion(first: string, rest: string, text: string): string | undefined {
  const verb = first.toLowerCase();
  if (!rest) return undefined;
  const subject = sentenceCase(rest, text);
  if (/^(removed|dropped|deprecated|moved|renamed|replaced)$/.test(verb))
    return `Why ${/[^s]s$/i.test(rest) && !/\(\)$/.test(rest) ? 'were' : 'was'} ${subject} ${verb}?`;
  if (/^(changed|improved|updated|streamlined|reworked)$/.test(verb)) return `What changed in ${subject}?`;
  return undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
