import { describe, expect, it } from 'vitest';
import { AttributeError, propFromAttribute } from '../../../src/embed/attributes';

describe("the element's attributes", () => {
  it('reads strings, numbers, booleans, JSON and the few words some props take', () => {
    expect(propFromAttribute('base-url', 'https://docs.example')).toBe('https://docs.example');
    expect(propFromAttribute('retrieval-page-size', '8')).toBe(8);
    expect(propFromAttribute('default-open', '')).toBe(true);
    expect(propFromAttribute('url-question', 'false')).toBe(false);
    expect(propFromAttribute('launcher', 'false')).toBe(false);
    expect(propFromAttribute('starter-questions', '["How?","Why?"]')).toEqual(['How?', 'Why?']);
    expect(propFromAttribute('filter', '{"version":"v2"}')).toEqual({ version: 'v2' });
    expect(propFromAttribute('shortcut', 'false')).toBe(false);
    expect(propFromAttribute('shortcut', 'mod+k')).toBe('mod+k');
    expect(propFromAttribute('page-context', 'false')).toBe(false);
    expect(propFromAttribute('page-context', '{"root":"main"}')).toEqual({ root: 'main' });
    expect(propFromAttribute('storage', 'none')).toBeNull();
    expect(propFromAttribute('storage', 'session')).toBe(sessionStorage);
    expect(propFromAttribute('search', 'pagefind')).toEqual({ source: 'pagefind' });
    expect(propFromAttribute('search', 'off')).toBe(false);
    expect(propFromAttribute('search', '')).toBe(true);
    expect(propFromAttribute('search-shortcut', 'false')).toBe(false);
  });

  it('gives a removed attribute back to the default', () => {
    expect(propFromAttribute('variant', null)).toBeUndefined();
  });

  it.each([
    ['retrieval-page-size', 'lots', 'must be a number'],
    ['starter-questions', '"one question"', 'must be JSON array'],
    ['filter', '{version: v2}', 'must be JSON (an object)'],
    ['variant', 'drawer', 'must be one of popover, sidebar, modal, inline'],
    ['default-open', 'yes', 'must be empty, "true" or "false"'],
    ['storage', 'cookie', 'must be "local", "session" or "none"'],
    ['search', 'algolia', 'must be "pagefind", "off" or "service"'],
  ])('refuses %s="%s", naming the attribute and what it takes', (attribute, value, expected) => {
    const read = () => propFromAttribute(attribute, value);
    expect(read).toThrow(AttributeError);
    expect(read).toThrow(`the "${attribute}" attribute ${expected}`);
  });
});
