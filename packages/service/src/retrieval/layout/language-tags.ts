/** A BCP 47 tag of the shapes docs sites name locale folders with: `ja`, `pt-BR`, `zh-Hans`, `es-419`. */
const TAG_SHAPE = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/i;

let names: Intl.DisplayNames | undefined;

/**
 * A folder name that is a language tag a reader's browser could send: the right shape and a language ICU knows
 * (`ja`, `pt-BR`; not `js`, `go` or `ui`, which are shaped like one). `ts` and `it` are languages too (Tsonga,
 * Italian), so folders alone never make a site multilingual (detect-layout.ts asks for an `en` folder beside them).
 */
export function isLanguageTag(name: string): boolean {
  if (!TAG_SHAPE.test(name)) return false;
  names ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  try {
    return names.of(name) !== undefined;
  } catch {
    return false;
  }
}

/**
 * The site's language a filter's `language` names: the same tag (any case), else the first of the site's languages
 * with the same primary language (`ja-JP` → `ja`, `pt` → `pt-BR`); undefined when the site has none in it.
 */
export function matchLanguage(wanted: string, languages: readonly string[]): string | undefined {
  const lower = wanted.toLowerCase();
  const exact = languages.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split('-')[0];
  return languages.find((language) => language.toLowerCase().split('-')[0] === primary);
}
