// Hostile strings for the input suite: unicode a question or an answer can carry, and what a `localStorage` key can
// hold after a bug, an extension or another version of the widget wrote it.

/** [name, text]: each is sent as a question and streamed back as an answer one UTF-16 code unit at a time. */
export const UNICODE_CASES: Array<[string, string]> = [
  ['RTL Hebrew', 'איך מתקינים את הווידג׳ט?'],
  ['RTL Arabic with LTR code', 'كيف أستخدم `npm install` هنا؟'],
  ['bidi override', 'abc\u202Edcba\u202C and \u2066isolate\u2069'],
  ['emoji ZWJ family', 'Family 👨‍👩‍👧‍👦 and flag 🏳️‍🌈 and skin 👍🏽'],
  ['emoji keycaps and flags', '1️⃣ 🇫🇷🇯🇵 #️⃣'],
  ['lone high surrogate', 'broken \ud83d here'],
  ['lone low surrogate', 'broken \ude00 here'],
  ['null bytes', 'null\u0000byte\u0000inside'],
  ['combining marks (zalgo)', 'Z̷̢̛͓͉̗̤a̸̧͚͎l̶̨̗g̵̛̹o̴̳͝ text'],
  ['zero-width characters', 'zero\u200Bwidth\u200Cjoin\u200Dhere\uFEFF'],
  ['line and paragraph separators', 'line\u2028separator\u2029paragraph'],
  ['astral CJK and math', '𠜎𠜱𠝹 𝒳𝓎𝓏 ∀x∈ℝ'],
  ['control characters', 'bell\u0007 escape\u001b[31m red'],
  ['noncharacters', 'non\uFFFEchar\uFFFF'],
];

const message = (text: string) => ({ id: 'm1', role: 'user', parts: [{ type: 'text', text }] });

/** [name, raw value stored under the widget's key]. */
export const corruptStorageValues: Array<[string, string]> = [
  ['not JSON', '{this is not json'],
  ['JSON null', 'null'],
  ['JSON array', '[1,2,3]'],
  ['a bare string', '"docs"'],
  ['state not an object', JSON.stringify({ state: 42, version: 1 })],
  ['messages not an array', JSON.stringify({ state: { messages: 'oops' }, version: 1 })],
  [
    'messages with null parts',
    JSON.stringify({ state: { messages: [{ id: 'a', role: 'user', parts: [null, 5, 'x'] }] }, version: 1 }),
  ],
  [
    'parts with wrong types',
    JSON.stringify({
      state: {
        messages: [
          {
            id: 'a',
            role: 'assistant',
            parts: [
              { type: 'text', text: 5 },
              { type: 'tool-search', input: 'x', output: 7, state: 'output-available' },
            ],
          },
        ],
      },
      version: 1,
    }),
  ],
  [
    'messages of wrong shape',
    JSON.stringify({ state: { messages: [null, 1, { id: 1 }, { role: 'user' }] }, version: 1 }),
  ],
  [
    'wrong-typed fields',
    JSON.stringify({ state: { threadId: 5, threadKey: {}, draft: ['x'], context: 'y' }, version: 1 }),
  ],
  [
    'context items of wrong shape',
    JSON.stringify({ state: { context: [null, { type: 'code' }, { type: 'code', value: 5 }] }, version: 1 }),
  ],
  ['a 2 MB draft', JSON.stringify({ state: { draft: 'd'.repeat(2 * 1024 * 1024) }, version: 1 })],
  ['a future version', JSON.stringify({ state: { messages: [message('From the future')] }, version: 99 })],
  [
    'sound data from an older version',
    JSON.stringify({
      state: { messages: [message('Kept question')], threadId: 'th_1', threadKey: 'tk_1' },
      version: 0,
    }),
  ],
  [
    'sound and broken messages mixed',
    JSON.stringify({
      state: { messages: [message('Kept question'), { id: 'b', role: 'assistant', parts: [null] }] },
      version: 1,
    }),
  ],
  ['deeply nested', `${'{"state":'.repeat(2000)}1${'}'.repeat(2000)}`],
];
