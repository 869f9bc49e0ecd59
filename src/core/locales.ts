import type { SupportedLocale } from './supported-locales';

export type { SupportedLocale } from './supported-locales';

/** Written right to left: the panel mirrors for these (and on a page that is `dir="rtl"` itself). */
export const RTL_LOCALES: ReadonlySet<SupportedLocale> = new Set(['ar', 'fa', 'he', 'ur']);

// Tags whose best match is not their primary subtag: the Chinese scripts and regions, and the old or macro-language
// codes browsers and CMSs still write (`iw` for Hebrew, `no`/`nn` for Norwegian, `in` for Indonesian).
const ALIASES: Record<string, SupportedLocale> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-my': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  pt: 'pt-BR',
  iw: 'he',
  in: 'id',
  no: 'nb',
  nn: 'nb',
};

/**
 * The supported locale that best serves a BCP 47 tag, or undefined: the tag itself (`pt-BR`), its language and
 * script (`zh-Hant-HK` → `zh-TW`), its language and region (`zh-HK` → `zh-TW`), then its language alone (`fr-CA` →
 * `fr`, `pt-PT` → `pt-BR`, `zh` → `zh-CN`). Case and `_` separators (`pt_br`, as some CMSs write it) are forgiven.
 */
export function matchLocale(tag: unknown, known: readonly SupportedLocale[]): SupportedLocale | undefined {
  const byLowerCase = new Map(known.map((locale) => [locale.toLowerCase(), locale]));
  const subtags = (typeof tag === 'string' ? tag : '').trim().toLowerCase().replace(/_/g, '-').split('-');
  const [language = ''] = subtags;
  if (!language) return undefined;
  const candidates = [subtags.join('-'), ...subtags.slice(1).map((subtag) => `${language}-${subtag}`), language];
  for (const candidate of candidates) {
    const alias = ALIASES[candidate];
    const match = byLowerCase.get(candidate) ?? (alias && known.includes(alias) ? alias : undefined);
    if (match) return match;
  }
  return undefined;
}
