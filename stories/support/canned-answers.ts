import type { UIMessageChunk } from 'ai';

/** The search results a canned answer cites: doc pages of a made-up product, "Acme". */
export const cannedSources = [
  { path: '/quickstart', metadata: { title: 'Quickstart' } },
  { path: '/configuration#client-options', metadata: { title: 'Client options' } },
];

const FENCE = '```';

/** A scripted answer is chunks, with pauses where a real service would be slow (searching the docs). */
export type CannedStep = UIMessageChunk | { pauseMs: number };

/** A full answer: prose, two code blocks, a GFM table, a link, and a trailing follow-up block. */
export const richAnswerText = [
  'Install the SDK, then create a client with your project key:',
  '',
  `${FENCE}bash`,
  'npm install @acme/sdk',
  FENCE,
  '',
  `${FENCE}ts`,
  "import { createClient } from '@acme/sdk';",
  '',
  'const acme = createClient({ key: process.env.ACME_KEY, region: "eu" });',
  FENCE,
  '',
  'The client takes these **options**:',
  '',
  '| Option | Default | What it does |',
  '| --- | --- | --- |',
  '| `region` | `us` | Where requests are served |',
  '| `timeout` | `10s` | How long one request may take |',
  '| `retries` | `2` | Retries after a network error |',
  '',
  'See the [quickstart](/quickstart) for a full walkthrough.',
  '',
  `${FENCE}suggestions`,
  '(How do I choose a region?)[/configuration#region]',
  '(What does the client retry?)[/errors#retries]',
  '(Can I use it in the browser?)[/guides/browser]',
  FENCE,
  '',
].join('\n');

/** Splits text into small deltas (a few words each) so the answer visibly streams. */
export function textChunks(id: string, text: string, wordsPerChunk = 3): UIMessageChunk[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const deltas: UIMessageChunk[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    deltas.push({ type: 'text-delta', id, delta: words.slice(i, i + wordsPerChunk).join('') });
  }
  return [{ type: 'text-start', id }, ...deltas, { type: 'text-end', id }];
}

/** Steps of `richAnswer` that leave it searching the docs (start, the search call). */
export const SEARCHING_STEPS = 2;
/** Steps of `richAnswer` that leave it mid-answer: sources found, the first code block and a line of code shown. */
export const MID_ANSWER_STEPS = 17;

/**
 * A cited answer as the service streams it: a `search` tool call and its results, a `source-url`, the text, and
 * `finish` carrying the thread id.
 */
export function richAnswer(question: string): CannedStep[] {
  return [
    { type: 'start' },
    {
      type: 'tool-input-available',
      toolCallId: 'search-1',
      toolName: 'search',
      input: { query: question || 'install acme' },
    },
    { pauseMs: 700 },
    { type: 'tool-output-available', toolCallId: 'search-1', output: { results: cannedSources } },
    {
      type: 'source-url',
      sourceId: 'src-1',
      url: 'https://example.com/blog/acme-sdk-2',
      title: 'Announcing Acme SDK 2',
    },
    ...textChunks('answer', richAnswerText),
    { type: 'finish', threadId: 'thread-canned-1' } as UIMessageChunk,
  ];
}

/** A reasoning model's answer: its thinking first (folded under "Thinking…" / "Reasoning"), then the cited answer. */
export function reasoningAnswer(question: string): CannedStep[] {
  const [start, ...rest] = richAnswer(question);
  const thought =
    'The reader wants to install the SDK. The quickstart covers npm; the client options page covers the key and ' +
    'the region, so the answer should show both steps and point at the quickstart for the rest.';
  return [
    start!,
    { type: 'start-step' },
    { pauseMs: 400 },
    { type: 'reasoning-start', id: 'thought' },
    ...thought.split(/(?<=\s)/).map((delta): UIMessageChunk => ({ type: 'reasoning-delta', id: 'thought', delta })),
    { type: 'reasoning-end', id: 'thought' },
    ...rest,
  ];
}

/** Steps of `reasoningAnswer` that leave it thinking: the reasoning half streamed, no answer yet. */
export const MID_REASONING_STEPS = 18;

/** A French answer with a source and follow-ups, for the translated-labels story. */
export function frenchAnswer(question: string): CannedStep[] {
  const text = [
    'Installez le SDK, puis créez un client avec la clé de votre projet :',
    '',
    `${FENCE}bash`,
    'npm install @acme/sdk',
    FENCE,
    '',
    'Le guide de [démarrage rapide](/quickstart) explique le reste.',
    '',
    `${FENCE}suggestions`,
    '(Comment choisir une région ?)[/configuration#region]',
    '(Que réessaie le client ?)[/errors#retries]',
    FENCE,
    '',
  ].join('\n');
  return [
    { type: 'start' },
    { type: 'tool-input-available', toolCallId: 'search-fr', toolName: 'search', input: { query: question } },
    { pauseMs: 500 },
    {
      type: 'tool-output-available',
      toolCallId: 'search-fr',
      output: { results: [{ path: '/quickstart', metadata: { title: 'Démarrage rapide' } }] },
    },
    ...textChunks('fr', text),
    { type: 'finish', threadId: 'thread-canned-fr' } as UIMessageChunk,
  ];
}
