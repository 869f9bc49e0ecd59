import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { objectEntries, readConfig, stringOption } from './config-text';
import type { ContentFolder, DocsLayout } from './docs-layout';
import { defaultFirst, languageFolders } from './locale-folders';

/** Where Starlight keeps its pages, under the project's root. */
export const STARLIGHT_DOCS = 'src/content/docs';

/**
 * A Starlight project's docs, from its root: `src/content/docs/<locale>/` for each locale of the config's
 * `locales` (else each folder there named as a language tag), each published under `/<locale>/` — the default locale
 * too, unless it is the `root` locale, whose pages sit directly in `src/content/docs/` with no segment.
 * The default language is `defaultLocale` (the root locale's `lang` when that is `root`), else English, else the
 * first locale.
 */
export function starlightLayout(root: string, configFile: string): DocsLayout {
  const config = readConfig(configFile);
  const base = join(root, STARLIGHT_DOCS);
  const entries = objectEntries(config, 'locales');
  const rootLang = stringOption(entries.find((e) => e.key === 'root')?.body ?? '', 'lang');
  const named = entries.map((e) => e.key).filter((key) => key !== 'root' && existsSync(join(base, key)));
  const locales = named.length ? named : languageFolders(base);
  const defaultLocale = stringOption(config, 'defaultLocale');
  const preferred = defaultLocale === 'root' ? rootLang : defaultLocale;
  const languages = defaultFirst(rootLang && !locales.includes(rootLang) ? [rootLang, ...locales] : locales, preferred);
  const defaultLanguage = languages[0] ?? 'en';
  const folders: ContentFolder[] = [
    // Pages outside a locale folder: the root locale's, or (with none) the default language's.
    { folder: STARLIGHT_DOCS, localePrefix: '', versionPrefix: '', language: rootLang ?? defaultLanguage },
    ...locales.map((locale) => ({
      folder: `${STARLIGHT_DOCS}/${locale}`,
      localePrefix: `/${locale}`,
      versionPrefix: '',
      language: locale,
    })),
  ];
  return {
    name: 'starlight',
    source: configFile,
    defaultLanguage,
    languages: languages.length ? languages : [defaultLanguage],
    versions: [],
    folders,
  };
}
