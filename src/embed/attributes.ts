import { VARIANTS } from '../core/variants';
import type { DocsAssistantProps } from '../ui/docs-assistant';

/** How an attribute's text becomes a prop: as is, a number, a boolean, JSON, or one of a few words. */
type AttributeKind = 'string' | 'number' | 'boolean' | 'json' | 'shortcut' | 'storage' | 'page-context' | 'search';

interface AttributeSpec {
  prop: keyof DocsAssistantProps;
  kind: AttributeKind;
  /** For `json`: what the parsed value must be. */
  shape?: 'array' | 'object';
}

/**
 * The documented props an attribute can carry, by attribute name (the prop's name in kebab-case). Functions, a
 * transport and a custom `fetch` cannot be written in HTML: they are properties only (`element.onBeforeSend = …`).
 * `open` is a method on the element (`element.open()`), so the attribute for the initial state is `default-open`.
 */
export const ATTRIBUTES: Record<string, AttributeSpec> = {
  domain: { prop: 'domain', kind: 'string' },
  'base-url': { prop: 'baseUrl', kind: 'string' },
  api: { prop: 'api', kind: 'string' },
  'api-key': { prop: 'apiKey', kind: 'string' },
  fp: { prop: 'fp', kind: 'string' },
  'retrieval-page-size': { prop: 'retrievalPageSize', kind: 'number' },
  filter: { prop: 'filter', kind: 'json', shape: 'object' },
  headers: { prop: 'headers', kind: 'json', shape: 'object' },
  'idle-timeout-ms': { prop: 'idleTimeoutMs', kind: 'number' },
  'starter-questions': { prop: 'starterQuestions', kind: 'json', shape: 'array' },
  'default-open': { prop: 'defaultOpen', kind: 'boolean' },
  variant: { prop: 'variant', kind: 'string' },
  shortcut: { prop: 'shortcut', kind: 'shortcut' },
  'url-question': { prop: 'urlQuestion', kind: 'boolean' },
  'page-context': { prop: 'pageContext', kind: 'page-context' },
  locale: { prop: 'locale', kind: 'string' },
  labels: { prop: 'labels', kind: 'json', shape: 'object' },
  'class-names': { prop: 'classNames', kind: 'json', shape: 'object' },
  unstyled: { prop: 'unstyled', kind: 'boolean' },
  launcher: { prop: 'launcher', kind: 'boolean' },
  theme: { prop: 'theme', kind: 'json', shape: 'object' },
  storage: { prop: 'storage', kind: 'storage' },
  history: { prop: 'history', kind: 'boolean' },
  search: { prop: 'search', kind: 'search' },
  'search-shortcut': { prop: 'searchShortcut', kind: 'shortcut' },
};

/** An attribute whose value cannot be read: the element reports it and keeps the prop's previous value. */
export class AttributeError extends Error {
  constructor(
    readonly attribute: string,
    readonly value: string,
    expected: string,
  ) {
    super(`docs-assistant: the "${attribute}" attribute must be ${expected}; got ${JSON.stringify(value)}.`);
    this.name = 'AttributeError';
  }
}

/**
 * The prop an attribute's value stands for. `null` (the attribute removed) is `undefined`: the prop's default.
 * Throws an AttributeError naming the attribute and what it accepts. What a readable value then means (a page size
 * from 1 to 50, an array of strings) is checked with every other prop, by the rules both entries share
 * (core/prop-rules.ts, loaded with the panel): they are not in the embed's up-front script.
 */
export function propFromAttribute(attribute: string, value: string | null): unknown {
  const spec = ATTRIBUTES[attribute];
  if (!spec || value === null) return undefined;
  const fail = (expected: string): never => {
    throw new AttributeError(attribute, value, expected);
  };
  switch (spec.kind) {
    case 'string':
      if (attribute === 'variant' && !(VARIANTS as readonly string[]).includes(value))
        fail(`one of ${VARIANTS.join(', ')}`);
      return value;
    case 'number': {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? number : fail('a number');
    }
    case 'boolean':
      // Present means true, as in HTML; "false" is the one way to say false while keeping the attribute.
      return value === '' || value === 'true' || value === attribute
        ? true
        : value === 'false'
          ? false
          : fail('empty, "true" or "false"');
    case 'shortcut':
      return value === 'false' ? false : value;
    case 'storage':
      return value === 'local'
        ? undefined
        : value === 'session'
          ? sessionStorage
          : value === 'none'
            ? null
            : fail('"local", "session" or "none"');
    case 'search':
      // Absent: the service's search. A function source is a property (`element.search = { source: fn }`).
      return value === 'pagefind'
        ? { source: 'pagefind' }
        : value === 'off'
          ? false
          : value === '' || value === 'service'
            ? true
            : fail('"pagefind", "off" or "service"');
    case 'page-context':
      return value === 'false' ? false : value === '' || value === 'true' ? undefined : json(value, 'object', fail);
    case 'json':
      return json(value, spec.shape ?? 'object', fail);
  }
}

function json(value: string, shape: 'array' | 'object', fail: (expected: string) => never): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fail(`JSON (an ${shape})`);
  }
  const isArray = Array.isArray(parsed);
  const fits = shape === 'array' ? isArray : typeof parsed === 'object' && parsed !== null && !isArray;
  return fits ? parsed : fail(`JSON ${shape === 'array' ? 'array' : 'object'}`);
}
