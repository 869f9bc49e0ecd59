// A plural choice in a label, as in ICU MessageFormat: `{count, plural, one {# line} other {# lines}}`, `#` standing
// for the number. The subset every translation needs (categories, `=0`-style exact matches) and nothing more: a full
// ICU parser (intl-messageformat) would be the size of every locale file together.
const PLURAL = /\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g;
const CASE = /\s*(=?\w+)\s*\{([^{}]*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders of a label, and picks a plural form with `Intl.PluralRules` for `locale` (the browser's
 * when undefined). Numbers are written the locale's way (`1,234`, `1.234`, `١٬٢٣٤`); unknown names stay as they are.
 */
export function format(template: string, values: Record<string, string | number>, locale?: string): string {
  const text = (value: string | number) => (typeof value === 'number' ? value.toLocaleString(locale) : value);
  return template
    .replace(PLURAL, (match, key: string, cases: string) => {
      const value = values[key];
      if (typeof value !== 'number') return match;
      const forms = new Map([...cases.matchAll(CASE)].map(([, name, form]) => [name!, form!]));
      const form =
        forms.get(`=${value}`) ?? forms.get(new Intl.PluralRules(locale).select(value)) ?? forms.get('other');
      return form === undefined ? match : form.replace(/#/g, text(value));
    })
    .replace(PLACEHOLDER, (match, key: string) => (key in values ? text(values[key]!) : match));
}
