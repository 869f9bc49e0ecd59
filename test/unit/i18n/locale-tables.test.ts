// Every built-in locale against English: the same keys, the same placeholders, plural choices that resolve for any
// count, and nothing left in English but what the allow-list names (and says why).
import { describe, expect, it } from 'vitest';
import { supportedLocales, type SupportedLocale } from '../../../src/core/supported-locales';
import { format } from '../../../src/core/format';
import { defaultLabels } from '../../../src/ui/labels';
import { builtInLocales, loadLocale } from '../../../src/ui/locales/load-locale';
import type { AssistantLabels } from '../../../src/ui/labels';

type Flat = Record<string, string>;

function flatten(labels: object, prefix = ''): Flat {
  const flat: Flat = {};
  for (const [key, value] of Object.entries(labels)) {
    if (typeof value === 'string') flat[`${prefix}${key}`] = value;
    else Object.assign(flat, flatten(value as object, `${prefix}${key}.`));
  }
  return flat;
}

/** The `{name}` placeholders and plural arguments a template fills in (inner plural text excluded). */
function placeholders(template: string): string[] {
  const names = new Set<string>();
  for (const [, name] of template.matchAll(/\{(\w+)(?:\}|, plural,)/g)) names.add(name!);
  return [...names].sort();
}

/** Same text as English on purpose: a format with no words, or a word the language takes as it is. */
const SAME_AS_ENGLISH: Record<string, readonly SupportedLocale[] | 'all'> = {
  // "{when} · {path}": placeholders and a separator only.
  conversationMeta: 'all',
  // "Conversation", "Assistant", "Sources", "Code", "Table", "Send", "Files", "Continue": the same word in these.
  messages: ['fr'],
  assistant: ['fr'],
  sources: ['fr'],
  send: ['da', 'nb'],
};

const ENGLISH = flatten(defaultLabels);
const others = supportedLocales.filter((locale) => locale !== 'en');
const tables = new Map<SupportedLocale, Flat>();
for (const locale of others) tables.set(locale, flatten(await loadLocale(locale)));

describe('built-in locales', () => {
  it('are at least 30, English included, and each loads its own table', async () => {
    expect(supportedLocales.length).toBeGreaterThanOrEqual(30);
    for (const locale of ['ar', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'pt-BR', 'ru', 'zh-CN', 'zh-TW', 'he', 'fa', 'ur'])
      expect(supportedLocales).toContain(locale);
    // The lazy code's list (read from the tables) is the exported one.
    expect([...builtInLocales].sort()).toEqual([...supportedLocales].sort());
    // Two locales, two different tables (not one shared object).
    expect(await loadLocale('de')).not.toBe(await loadLocale('fr'));
  });

  it.each(others)('%s has every key of English and no other', (locale) => {
    const table = tables.get(locale)!;
    expect(Object.keys(table).sort()).toEqual(Object.keys(ENGLISH).sort());
    for (const [key, value] of Object.entries(table)) expect(value.trim(), `${locale}.${key}`).not.toBe('');
  });

  it.each(others)('%s keeps every placeholder of English', (locale) => {
    const table = tables.get(locale)!;
    for (const [key, english] of Object.entries(ENGLISH))
      expect(placeholders(table[key]!), `${locale}.${key}`).toEqual(placeholders(english));
  });

  it.each(others)('%s leaves nothing in English but the allow-list', (locale) => {
    const table = tables.get(locale)!;
    const untranslated = Object.keys(ENGLISH).filter((key) => {
      if (table[key] !== ENGLISH[key]) return false;
      const allowed = SAME_AS_ENGLISH[key];
      return !(allowed === 'all' || allowed?.includes(locale));
    });
    expect(untranslated).toEqual([]);
  });

  it.each(others)('%s fills every plural choice for any count, in its own plural rules', (locale) => {
    const table = tables.get(locale)!;
    for (const [key, template] of Object.entries(table)) {
      if (!template.includes(', plural,')) continue;
      for (const count of [0, 1, 2, 3, 5, 11, 21, 101, 1234]) {
        const text = format(template, { count, max: 10, length: 5000, seconds: 3 }, locale);
        expect(text, `${locale}.${key} with ${count}`).not.toMatch(/[{}#]/);
      }
    }
  });
});

describe('plural forms', () => {
  const labels = async (locale: SupportedLocale): Promise<AssistantLabels> =>
    locale === 'en' ? defaultLabels : loadLocale(locale);

  it('English says one line, and lines otherwise', () => {
    expect(format(defaultLabels.showAllLines, { count: 1 }, 'en')).toBe('Show all 1 line');
    expect(format(defaultLabels.showAllLines, { count: 1234 }, 'en')).toBe('Show all 1,234 lines');
  });

  it('Russian picks one, few and many by the last digits', async () => {
    const { showAllLines } = await labels('ru');
    expect(format(showAllLines, { count: 21 }, 'ru')).toBe('Показать всю 21 строку');
    expect(format(showAllLines, { count: 3 }, 'ru')).toBe('Показать все 3 строки');
    expect(format(showAllLines, { count: 11 }, 'ru')).toBe('Показать все 11 строк');
  });

  it('Arabic has its dual, and Polish its few', async () => {
    expect(format((await labels('ar')).clearHistoryConfirm, { count: 2 }, 'ar')).toBe('حذف المحادثتين؟');
    expect(format((await labels('pl')).showEarlier, { count: 4 }, 'pl')).toBe('Pokaż 4 wcześniejsze wiadomości');
    expect(format((await labels('pl')).showEarlier, { count: 5 }, 'pl')).toBe('Pokaż 5 wcześniejszych wiadomości');
  });

  it('French counts 0 and 1 as one; numbers are written the locale’s way', async () => {
    const { showEarlier } = await labels('fr');
    expect(format(showEarlier, { count: 0 }, 'fr')).toBe('Afficher 0 message précédent');
    expect(format((await labels('de')).showAllLines, { count: 1234 }, 'de')).toBe('Alle 1.234 Zeilen anzeigen');
  });

  it('a template whose count is not a number, or that names no form for it, stays as written', () => {
    expect(format('{n, plural, one {# x}}', { n: 5 }, 'en')).toBe('{n, plural, one {# x}}');
    expect(format('{n, plural, one {# x} other {# xs}}', { n: '5' }, 'en')).toBe('{n, plural, one {# x} other {# xs}}');
    expect(format('{n, plural, =0 {none} one {# x} other {# xs}}', { n: 0 }, 'en')).toBe('none');
  });
});
