import { describe, expect, it } from 'vitest';
import { matchLocale } from '../../../src/core/locales';
import { supportedLocales } from '../../../src/core/supported-locales';

describe('matchLocale', () => {
  it.each([
    ['de', 'de'],
    ['fr-CA', 'fr'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['ZH-tw', 'zh-TW'],
    ['en-GB', 'en'],
    ['iw', 'he'],
    ['no', 'nb'],
    ['ar-EG', 'ar'],
    [' ja ', 'ja'],
  ])('%s speaks %s', (tag, locale) => {
    expect(matchLocale(tag, supportedLocales)).toBe(locale);
  });

  it.each([[''], ['x-klingon'], ['sr'], [undefined], [null], [42]])('%s matches none', (tag) => {
    expect(matchLocale(tag, supportedLocales)).toBeUndefined();
  });

  it('matches only among the locales it is given', () => {
    // Without Traditional Chinese, a Hong Kong reader gets the Chinese there is rather than English.
    expect(matchLocale('zh-HK', ['en', 'zh-CN'])).toBe('zh-CN');
    expect(matchLocale('he', ['en', 'de'])).toBeUndefined();
    expect(matchLocale('de-CH', ['en', 'de'])).toBe('de');
  });
});
