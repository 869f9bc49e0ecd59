import { describe, expect, it } from 'vitest';
import { matchLocale } from '../../../src/core/locales';

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
    expect(matchLocale(tag)).toBe(locale);
  });

  it.each([[''], ['x-klingon'], ['sr'], [undefined], [null], [42]])('%s matches none', (tag) => {
    expect(matchLocale(tag)).toBeUndefined();
  });
});
