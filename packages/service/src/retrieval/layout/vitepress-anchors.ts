import type { SlugStep } from '../slug';

/** How a VitePress config makes its headings' anchors, where it does not leave them to VitePress's defaults. */
export interface VitepressAnchors {
  /** `markdown.anchor.slugify`, read as the string steps it is made of. */
  slugify?: SlugStep[];
  /** `markdown.attrs`' delimiters, where not `{` and `}` (`## Properties %{#Properties}%`). */
  attrs?: { left: string; right: string };
  /** What the config sets that could not be read, said once at start-up. */
  problem?: string;
}

const IDENTIFIER = String.raw`[A-Za-z_$][\w$]*`;
const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60`;
const REGEX = String.raw`\/(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\[\n])+\/[dgimsuyv]*`;
/** A parameter list of one name, typed or not: `(str)`, `(str: string)`, `str`. */
const PARAMETER = String.raw`(?:\(\s*(${IDENTIFIER})\s*(?::\s*${IDENTIFIER}\s*)?\)|(${IDENTIFIER}))`;
const ARROW = String.raw`${PARAMETER}\s*(?::\s*${IDENTIFIER}\s*)?=>\s*`;
/** The slugify VitePress itself uses: naming it is the default. */
const DEFAULT_SOURCES = /from\s+['"](?:@mdit-vue\/shared|vitepress)['"]/;

/**
 * The config's own anchor rules, read as far as they are plain literals: `markdown.anchor.slugify` as a chain of
 * `.normalize()`, `.replace()` with a regular expression and a string, `.toLowerCase()` and `.trim()` on its
 * argument — what sites that copied an older VitePress slugify to keep their anchors' case write (Vue Router's and
 * Pinia's `#storeId`) — and `markdown.attrs`' delimiters. Code the service cannot read without running it is named
 * as a problem; its anchors are then VitePress's default, which the site's may not be.
 */
export function vitepressAnchors(text: string): VitepressAnchors {
  const anchors: VitepressAnchors = {};
  const attrs = attributeDelimiters(text);
  if (attrs) anchors.attrs = attrs;
  const option = new RegExp(String.raw`\banchor\s*:\s*\{[^{}]*?\bslugify\b\s*(:\s*)?`).exec(text);
  if (!option) return anchors;
  const after = text.slice(option.index + option[0].length);
  // `slugify,` (shorthand) names a function called slugify; `slugify: name` another.
  const named = option[1] ? new RegExp(String.raw`^(${IDENTIFIER})\s*[,}\n]`).exec(after)?.[1] : 'slugify';
  const steps = named ? namedSlugify(text, named) : chainAfterArrow(after);
  if (steps === 'default') return anchors;
  if (steps) anchors.slugify = steps;
  else
    anchors.problem = `the VitePress config's markdown.anchor.slugify${named ? ` (${named})` : ''} is code the service does not run: anchors are made as VitePress's default makes them, which may not be the site's`;
  return anchors;
}

function namedSlugify(text: string, name: string): SlugStep[] | 'default' | undefined {
  // A JavaScript name may hold `$`, which a pattern reads as the end of the text.
  const written = name.replace(/\$/g, '\\$');
  const definition = new RegExp(
    String.raw`(?:\b(?:const|let|var)\s+${written}\s*=\s*(?:function\s*)?|\bfunction\s+${written}\s*)`,
  ).exec(text);
  if (!definition) {
    const imported = new RegExp(String.raw`import\s*\{[^}]*\b${written}\b[^}]*\}\s*(from\s+['"][^'"]+['"])`).exec(text);
    return imported && DEFAULT_SOURCES.test(imported[1] ?? '') ? 'default' : undefined;
  }
  const rest = text.slice(definition.index + definition[0].length);
  const body = new RegExp(String.raw`^${PARAMETER}\s*(?::\s*${IDENTIFIER}\s*)?\{\s*return\s+`).exec(rest);
  return body ? chain(rest.slice(body[0].length), body[1] ?? body[2] ?? '', text) : chainAfterArrow(rest, text);
}

function chainAfterArrow(source: string, text = source): SlugStep[] | undefined {
  const arrow = new RegExp(`^${ARROW}`).exec(source);
  return arrow ? chain(source.slice(arrow[0].length), arrow[1] ?? arrow[2] ?? '', text) : undefined;
}

/** `str.normalize('NFKD').replace(rSpecial, '-')…` as steps; anything else in the chain leaves it unread. */
function chain(source: string, parameter: string, text: string): SlugStep[] | undefined {
  const start = new RegExp(String.raw`^\(?\s*${parameter.replace(/\$/g, '\\$')}(?![\w$])`).exec(source);
  if (!start) return undefined;
  const call = /^\s*\.\s*(normalize|replace|toLowerCase|trim)\s*\(\s*/;
  const replaceArgs = new RegExp(String.raw`^(${REGEX}|${IDENTIFIER})\s*,\s*(${STRING})\s*\)`);
  const steps: SlugStep[] = [];
  let rest = source.slice(start[0].length);
  for (let found = call.exec(rest); found; found = call.exec(rest)) {
    rest = rest.slice(found[0].length);
    const method = found[1];
    let args: RegExpExecArray | null;
    if ((method === 'toLowerCase' || method === 'trim') && (args = /^\)/.exec(rest)))
      steps.push(method === 'trim' ? { trim: true } : { lowerCase: true });
    else if (method === 'normalize' && (args = new RegExp(String.raw`^(${STRING})?\s*\)`).exec(rest))) {
      const form = args[1] ? stringValue(args[1]) : 'NFC';
      if (form === undefined) return undefined;
      steps.push({ normalize: form });
    } else if (method === 'replace' && (args = replaceArgs.exec(rest))) {
      const step = replaceStep(args[1] ?? '', args[2] ?? '', text);
      if (!step) return undefined;
      steps.push(step);
    } else return undefined;
    rest = rest.slice(args[0].length);
  }
  // The chain must end the function: a further call or operator is code not read.
  return /^\s*\)?\s*(?:[;,}\n]|$)/.test(rest) ? steps : undefined;
}

function replaceStep(pattern: string, replacement: string, text: string): SlugStep | undefined {
  const literal = pattern.startsWith('/')
    ? pattern
    : new RegExp(String.raw`\b(?:const|let|var)\s+${pattern.replace(/\$/g, '\\$')}\s*=\s*(${REGEX})`).exec(text)?.[1];
  const by = stringValue(replacement);
  if (!literal || by === undefined) return undefined;
  const end = literal.lastIndexOf('/');
  const source = literal.slice(1, end);
  const flags = literal.slice(end + 1);
  try {
    new RegExp(source, flags);
  } catch {
    return undefined;
  }
  return { replace: [source, flags, by] };
}

function stringValue(literal: string): string | undefined {
  if (!new RegExp(`^(?:${STRING})$`).test(literal)) return undefined;
  return literal.slice(1, -1).replace(/\\(u\{[\da-f]+\}|u[\da-f]{4}|.)/gi, (_, escaped: string) => {
    if (/^u/i.test(escaped) && escaped.length > 1)
      return String.fromCodePoint(parseInt(escaped.replace(/[u{}]/gi, ''), 16));
    return { n: '\n', t: '\t', r: '\r' }[escaped] ?? escaped;
  });
}

/** markdown-it-attrs' `leftDelimiter` / `rightDelimiter` under `markdown.attrs`, where both are set apart from `{ }`. */
function attributeDelimiters(text: string): VitepressAnchors['attrs'] {
  const block = new RegExp(String.raw`\battrs\s*:\s*\{((?:${STRING}|[^{}'"\x60])*)\}`).exec(text)?.[1];
  if (!block) return undefined;
  const value = (key: string) => {
    const literal = new RegExp(String.raw`\b${key}\s*:\s*(${STRING})`).exec(block)?.[1];
    return literal === undefined ? undefined : stringValue(literal);
  };
  const left = value('leftDelimiter') ?? '{';
  const right = value('rightDelimiter') ?? '}';
  return left === '{' && right === '}' ? undefined : { left, right };
}
