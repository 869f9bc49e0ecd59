/**
 * The rules for every documented prop, in one place for both entries: `<DocsAssistant>` and `<docs-assistant>` (whose
 * attributes and properties become the same props) check their props with them (react/use-checked-props.ts); the
 * embed parses each attribute first (embed/attributes.ts: a number, JSON, a boolean) and reports what cannot be read. A prop that breaks its rule is reported once on the console, naming the prop, what it takes and
 * what it got, and the widget goes on with the prop's default — an untyped host's mistake must not take the host's
 * page down. No React and no DOM at import: a small chunk, loaded with the panel (never up front).
 */

import { VARIANTS } from './variants';

type Rule = readonly [expected: string, valid: (value: unknown) => boolean];

const isString = (value: unknown) => typeof value === 'string';
const isFunction = (value: unknown) => typeof value === 'function';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringRecord = (value: unknown) => isObject(value) && Object.values(value).every(isString);

const STRING: Rule = ['a string', isString];
const FUNCTION: Rule = ['a function', isFunction];
const BOOLEAN: Rule = ['true or false', isBoolean];
const OBJECT: Rule = ['an object', isObject];

/** Each documented prop's rule: what it takes, in words for the message, and the test. Undefined always passes. */
export const PROP_RULES: Record<string, Rule> = {
  domain: ["your docs site's identifier on the service (a non-empty string)", (v) => isString(v) && v !== ''],
  baseUrl: STRING,
  api: STRING,
  apiKey: STRING,
  fp: ['a non-empty string', (v) => isString(v) && v.trim() !== ''],
  retrievalPageSize: [
    'a whole number from 1 to 50',
    (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 50,
  ],
  filter: ['an object ({ version, language, groups }) or null', (v) => v === null || isObject(v)],
  headers: ['an object of string values', isStringRecord],
  fetch: FUNCTION,
  idleTimeoutMs: ['a number of milliseconds above 0', (v) => typeof v === 'number' && v > 0 && !Number.isNaN(v)],
  transport: ['a ChatTransport (an object with sendMessages)', (v) => isObject(v) && isFunction(v.sendMessages)],
  starterQuestions: ['an array of strings', (v) => Array.isArray(v) && v.every(isString)],
  open: BOOLEAN,
  defaultOpen: BOOLEAN,
  onOpenChange: FUNCTION,
  variant: [`one of ${VARIANTS.map((v) => `"${v}"`).join(', ')}`, (v) => (VARIANTS as readonly unknown[]).includes(v)],
  shortcut: ['a shortcut such as "mod+i", or false', (v) => v === false || (isString(v) && v.trim() !== '')],
  urlQuestion: BOOLEAN,
  pageContext: ['an object of page-context options, or false', (v) => v === false || isObject(v)],
  onBeforeSend: FUNCTION,
  locale: ['a BCP 47 language tag such as "de" or "pt-BR"', isString],
  labels: OBJECT,
  classNames: ['an object of class names by slot', isStringRecord],
  unstyled: BOOLEAN,
  launcher: BOOLEAN,
  onEvent: FUNCTION,
  onError: FUNCTION,
  onFeedback: FUNCTION,
  onIntent: FUNCTION,
  title: STRING,
  support: ['a URL template or a function', (v) => isString(v) || isFunction(v)],
  reopenAfterNavigation: BOOLEAN,
  history: BOOLEAN,
  search: [
    "true, false, { source: 'pagefind' } (with bundlePath and baseUrl strings) or { source: a function }",
    (v) =>
      isBoolean(v) ||
      (isObject(v) &&
        (isFunction(v.source) ||
          (v.source === 'pagefind' &&
            [v.bundlePath, v.baseUrl].every((path) => path === undefined || isString(path))))),
  ],
  searchShortcut: ['a shortcut such as "mod+k", or false', (v) => v === false || (isString(v) && v.trim() !== '')],
  onNavigate: FUNCTION,
  storage: [
    'a Storage (getItem, setItem, removeItem) or null',
    (v) => v === null || (isObject(v) && isFunction(v.getItem) && isFunction(v.setItem) && isFunction(v.removeItem)),
  ],
  theme: ['an object of theme settings (colorScheme, accent, placement, offset…)', isObject],
  className: STRING,
  style: OBJECT,
};

const isLength = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || isString(value);
const LENGTH: Rule = ['a number of px or a CSS length string', isLength];
const COLOR: Rule = ['a CSS colour string', (v) => isString(v) && v.trim() !== ''];

/**
 * Each documented field of `theme` (ui/theme.ts), checked on its own: a wrong one is reported as `theme.<field>` and
 * left out, and the rest of the host's theme still applies.
 */
export const THEME_RULES: Record<string, Rule> = {
  colorScheme: [
    '"auto", "light", "dark" or a function returning one',
    (v) => v === 'auto' || v === 'light' || v === 'dark' || isFunction(v),
  ],
  accent: COLOR,
  accentForeground: COLOR,
  radius: LENGTH,
  fontFamily: ['a font-family string', (v) => isString(v) && v.trim() !== ''],
  panelWidth: LENGTH,
  zIndex: ['a whole number', Number.isInteger],
  placement: ['"bottom-right" or "bottom-left"', (v) => v === 'bottom-right' || v === 'bottom-left'],
  offset: LENGTH,
};

/**
 * A cut string without half a surrogate pair at its end, which JSON.stringify would write as `\ud83d`. Not
 * core/shorten.ts: through it this chunk reaches core/cut-text.ts, which the first chunk imports, and a host's esbuild
 * then splits that module into an up-front chunk of its own (it groups modules by the chunks that reach them): +0.15
 * KiB up front, measured.
 */
const withoutHalfPair = (text: string) => text.replace(/[\uD800-\uDBFF]$/, '');

/** A value as a message names it: `the string "How do I install?"`, `the number 5`, `an array`, `null`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 60 ? `${withoutHalfPair(value.slice(0, 59))}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${String(value)}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The message for a prop (or `theme.<field>`) that breaks its rule, or a required one that is missing. */
export function propMessage(name: string, value: unknown): string {
  if (name === 'domain') {
    return `docs-assistant: \`domain\` must be ${PROP_RULES.domain![0]}; got ${describeValue(value)}. Set it to the last segment of your dashboard URL (<DocsAssistant domain="acme" />, or <docs-assistant domain="acme">). Until then readers see "This assistant is not set up yet".`;
  }
  const rule = name.startsWith('theme.') ? THEME_RULES[name.slice('theme.'.length)] : PROP_RULES[name];
  return `docs-assistant: \`${name}\` must be ${rule![0]}; got ${describeValue(value)}. Using its default instead.`;
}

// Reported once per page: a host re-renders with the same mistake many times, and two widgets share one console.
const reported = new Set<string>();

function report(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}

/**
 * Reports one prop's problem (once per page), and returns the message: for the embed's `error` event.
 * @public (used through the lazy chunk's module: `loadPropRules().then(({ reportProp }) => …)`)
 */
export function reportProp(name: string, value: unknown): string {
  const message = propMessage(name, value);
  report(message);
  return message;
}

/**
 * The props with every one that breaks its rule left out (so its default applies), each reported once. A missing
 * `domain` is reported too, unless an `api` (a proxy that knows it) or a `transport` replaces the service. Props without a rule pass through.
 * @public (used through the lazy chunk's module, react/use-checked-props.ts)
 */
export function checkProps<P extends object>(props: P): P {
  let checked: P | undefined;
  for (const [name, value] of Object.entries(props)) {
    const rule = PROP_RULES[name];
    if (value === undefined || !rule) continue;
    if (!rule[1](value)) {
      report(propMessage(name, value));
      checked ??= { ...props };
      delete (checked as Record<string, unknown>)[name];
    } else if (name === 'theme') {
      const theme = checkTheme(value as Record<string, unknown>);
      if (theme !== value) {
        checked ??= { ...props };
        (checked as Record<string, unknown>).theme = theme;
      }
    }
  }
  const { domain, api, transport } = props as { domain?: unknown; api?: unknown; transport?: unknown };
  if (domain === undefined && api === undefined && transport === undefined) report(propMessage('domain', domain));
  return checked ?? props;
}

/** The host's theme with each field that breaks its rule left out (reported once each); the same object if none. */
function checkTheme(theme: Record<string, unknown>): Record<string, unknown> {
  let checked: Record<string, unknown> | undefined;
  for (const [field, value] of Object.entries(theme)) {
    const rule = THEME_RULES[field];
    if (value === undefined || !rule || rule[1](value)) continue;
    report(propMessage(`theme.${field}`, value));
    checked ??= { ...theme };
    delete checked[field];
  }
  return checked ?? theme;
}
