import type { DocsLayout } from './docs-layout';
import { defaultFirst, languageFolders } from './locale-folders';

/**
 * A folder per language at the top (`en/`, `ja/`), each published under `/<lang>/`; English is the default when
 * there is an `en` folder, else the first. Pages outside them count as the default language's, with no segment.
 */
export function localeFoldersLayout(root: string, source: string): DocsLayout {
  const languages = defaultFirst(languageFolders(root), undefined);
  const defaultLanguage = languages[0] ?? 'en';
  return {
    name: 'locale-folders',
    source,
    defaultLanguage,
    languages: languages.length ? languages : [defaultLanguage],
    versions: [],
    folders: [
      { folder: '', localePrefix: '', versionPrefix: '', language: defaultLanguage },
      ...languages.map((language) => ({
        folder: language,
        localePrefix: `/${language}`,
        versionPrefix: '',
        language,
      })),
    ],
  };
}
