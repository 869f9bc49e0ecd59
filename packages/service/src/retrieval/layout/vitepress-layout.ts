import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { objectEntries, readConfig, stringOption } from './config-text';
import type { ContentFolder, DocsLayout } from './docs-layout';
import { defaultFirst, languageFolders } from './locale-folders';

/**
 * A VitePress site's docs, from its root: the config's `locales` where they are written out (`root` for the pages at
 * the top, published with no segment, its `lang` the default language; each other key a folder published under
 * `/<key>/`), else the top folders named as language tags. The root locale's language is `lang`, else English.
 */
export function vitepressLayout(root: string, configFile: string): DocsLayout {
  const config = readConfig(configFile);
  const entries = objectEntries(config, 'locales');
  const rootLang = stringOption(entries.find((e) => e.key === 'root')?.body ?? '', 'lang') ?? 'en';
  const named = entries.map((e) => e.key).filter((key) => key !== 'root' && existsSync(join(root, key)));
  const locales = (named.length ? named : languageFolders(root)).filter((locale) => locale !== rootLang);
  const folders: ContentFolder[] = [
    { folder: '', localePrefix: '', versionPrefix: '', language: rootLang },
    ...locales.map((locale) => ({ folder: locale, localePrefix: `/${locale}`, versionPrefix: '', language: locale })),
  ];
  return {
    name: 'vitepress',
    source: configFile,
    defaultLanguage: rootLang,
    languages: defaultFirst([rootLang, ...locales], rootLang),
    versions: [],
    folders,
  };
}
