// Generates request bodies the assistant route must refuse. Every body is invalid by construction (a valid base with
// at least one field broken, or something that is not a JSON object at all), so any 2xx is a bug in the route.

type Random = () => number;
const int = (r: Random, max: number) => Math.floor(r() * max);
const pick = <T>(r: Random, items: readonly T[]): T => items[int(r, items.length)]!;

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff',
  'שלום‏',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  '<script>',
  '{"a":',
  '\\',
  '\u2028',
];

function randomString(r: Random): string {
  if (r() < 0.3) return pick(r, ODD_STRINGS);
  const length = int(r, 40);
  let out = '';
  for (let i = 0; i < length; i++) out += String.fromCharCode(int(r, r() < 0.8 ? 128 : 0x10000));
  return out;
}

function randomValue(r: Random, depth = 0): unknown {
  const roll = int(r, depth > 3 ? 5 : 7);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return pick(r, [0, -1, 1.5, 1e308, -0, 2 ** 53 + 1]);
    case 3:
    case 4:
      return randomString(r);
    case 5:
      return Array.from({ length: int(r, 4) }, () => randomValue(r, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: int(r, 4) }, () => [randomString(r), randomValue(r, depth + 1)]));
  }
}

function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const validBase = () => ({
  fp: 'anonymous',
  messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How do I install it?' }] }],
});
const user = (text: unknown) => ({ id: 'm', role: 'user', parts: [{ type: 'text', text }] });

/** One wrong value per field of service-api §1's body; each breaks a rule of the request schema. */
const WRONG: Record<string, (r: Random) => unknown> = {
  fp: (r) => pick(r, [0, '', null, [], {}, true, ['anonymous']]),
  messages: (r) =>
    pick(r, [
      'hi',
      {},
      [],
      null,
      5,
      [1],
      [{}],
      [{ id: 1, role: 'user', parts: [] }],
      [{ id: 'a', role: 'robot', parts: [] }],
      [{ id: 'a', role: 'user', parts: 'hello' }],
      [{ id: 'a', role: 'user', parts: [{ type: 'text' }] }],
      [{ id: 'a', role: 'user', parts: [{ type: 'text', text: 5 }] }],
      [{ id: 'a', role: 'user', parts: [{ type: '' }] }],
      [user('hi'), { id: 'b', role: 'assistant', parts: [{ type: 'text', text: 'last' }] }],
      [user('   ')],
      [{ id: 'a', role: 'user', parts: [{ type: 'image', url: 'x' }] }],
      Array.from({ length: 201 }, (_, i) => user(`q${i}`)),
    ]),
  retrievalPageSize: (r) => pick(r, [0, -1, 1.5, '5', 1000, null, [], {}, true]),
  threadId: (r) => pick(r, [5, '', {}, [], true]),
  threadKey: (r) => pick(r, [5, {}, [], true, null]),
  filter: (r) => pick(r, ['x', 5, [], true, { version: 5 }, { groups: 'a' }, { groups: [1] }, { language: {} }]),
  context: (r) =>
    pick(r, [
      'x',
      {},
      5,
      [{ type: 'bogus', value: 'x' }],
      [{ type: 'code' }],
      [{ type: 'code', value: 5 }],
      [{ type: 'textSelection', value: 'x', path: 5 }],
      Array.from({ length: 21 }, () => ({ type: 'code', value: 'x' })),
      [{ type: 'code', value: 'x'.repeat(20_001) }],
    ]),
  currentPath: (r) => pick(r, [5, 'x'.repeat(201), [], null, {}, false]),
};

export interface FuzzBody {
  kind: string;
  body: Buffer | string;
}

export function fuzzBody(r: Random): FuzzBody {
  const roll = r();
  if (roll < 0.1) {
    // Not JSON at all: random bytes, truncated JSON, or an HTML page.
    const bytes = Buffer.from(Array.from({ length: 1 + int(r, 200) }, () => int(r, 256)));
    const truncated = JSON.stringify(validBase()).slice(0, 1 + int(r, 60));
    return {
      kind: 'non-json',
      body: pick(r, [bytes, truncated, '<html><body>hi</body></html>', 'undefined', 'NaN', '']),
    };
  }
  if (roll < 0.18) {
    // Invalid UTF-8 bytes, in a string of a body that is broken anyway or where JSON structure belongs.
    const json = JSON.stringify({ fp: 'anon@@', messages: 'broken' });
    const at = pick(r, [json.indexOf('@@'), 1 + int(r, json.length - 1)]);
    const bad = Buffer.from(
      pick(r, [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82]]),
    );
    return {
      kind: 'invalid-utf8',
      body: Buffer.concat([Buffer.from(json.slice(0, at)), bad, Buffer.from(json.slice(at))]),
    };
  }
  if (roll < 0.26)
    return { kind: 'not-an-object', body: JSON.stringify(pick(r, [null, 1, 'body', true, [], [validBase()]])) };
  if (roll < 0.36) {
    // Random keys only: no `fp`, no `messages`.
    const value = randomValue(r, 2);
    const object = value && typeof value === 'object' && !Array.isArray(value) ? value : { junk: value };
    return { kind: 'random-object', body: JSON.stringify(object) };
  }
  if (roll < 0.42) {
    const depth = pick(r, [1_000, 10_000, 100_000]);
    const where = pick(r, ['fp', 'filter', 'threadId', 'currentPath', 'messages']);
    // `filter` ignores unknown keys, so a deep object there would be a valid body: nest arrays, never a filter.
    const deep = nested(depth, where === 'filter' || r() < 0.5 ? 'array' : 'object');
    const base = JSON.stringify({ ...validBase(), [where]: '@@' });
    // `messages` deep is never a message list; the other fields want a string or a flat object.
    return { kind: 'deep-nesting', body: base.replace('"@@"', deep) };
  }
  if (roll < 0.46) {
    // Huge strings: just under and well over the service's 1 MB body limit, in fields with a length rule.
    const size = pick(r, [300_000, 900_000, 1_200_000]);
    const body =
      size > 1_000_000
        ? { ...validBase(), fp: 'x'.repeat(size) }
        : pick(r, [
            { ...validBase(), currentPath: `/${'p'.repeat(size)}` },
            { ...validBase(), context: [{ type: 'code', value: 'c'.repeat(size) }] },
          ]);
    return { kind: 'huge-string', body: JSON.stringify(body) };
  }
  if (roll < 0.5)
    return {
      kind: 'unknown-thread',
      body: JSON.stringify({ ...validBase(), threadId: `th_${randomString(r) || 'x'}`, threadKey: randomString(r) }),
    };
  // A valid body with one field broken, and sometimes unknown extra fields (which must be ignored, not trusted).
  const field = pick(r, Object.keys(WRONG));
  const body: Record<string, unknown> = { ...validBase(), [field]: WRONG[field]!(r) };
  if (r() < 0.3) body[randomString(r) || 'extra'] = randomValue(r);
  if (field !== 'fp' && field !== 'messages' && r() < 0.2) delete body[pick(r, ['fp', 'messages'])];
  return { kind: `wrong-${field}`, body: JSON.stringify(body) };
}
