import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig, stringOption } from './config-text';
import type { ContentFolder, DocsLayout } from './docs-layout';

/** The docs plugin's folder in a locale's translations (`i18n/<lang>/docusaurus-plugin-content-docs/`). */
const PLUGIN = 'docusaurus-plugin-content-docs';
/** Versions read from versions.json at most: a site has tens; the bound keeps a hostile file cheap. */
const MAX_VERSIONS = 500;
const MAX_VERSIONS_BYTES = 1_000_000;
/** A version name as a URL segment and a folder name: no slashes, no dot segments. */
const VERSION_NAME = /^(?!\.\.?$)[\w.@+-]{1,100}$/;

/**
 * A Docusaurus site's docs, from its root: `docs/` (the current version), `versioned_docs/version-<v>/` for each
 * name in `versions.json`, and each locale's translations under `i18n/<lang>/docusaurus-plugin-content-docs/`
 * (`current/`, `version-<v>/`). URLs as Docusaurus makes them: the default locale (`i18n.defaultLocale`, else `en`)
 * has no locale segment, others `/<lang>`; the last version (`lastVersion`, else the first name in versions.json,
 * else `current`) has no version segment, `current` otherwise `/next`, the others `/<name>`. A page's
 * `filter.version` is its version's name (`current`, `1.0`): what the site's `docsearch:version` meta says.
 */
export function docusaurusLayout(root: string, configFile: string): DocsLayout {
  const config = readConfig(configFile);
  const defaultLanguage = stringOption(config, 'defaultLocale') ?? 'en';
  const problems: string[] = [];
  const released = readVersions(join(root, 'versions.json'), problems);
  const versions = released.length ? ['current', ...released] : [];
  const lastVersion = stringOption(config, 'lastVersion');
  const defaultVersion = versions.length
    ? lastVersion && versions.includes(lastVersion)
      ? lastVersion
      : released[0]
    : undefined;
  const versionPrefix = (version: string) =>
    !versions.length || version === defaultVersion ? '' : version === 'current' ? '/next' : `/${version}`;
  const tagged = (version: string) => (versions.length ? { version } : {});

  const folders: ContentFolder[] = [
    {
      folder: 'docs',
      localePrefix: '',
      versionPrefix: versionPrefix('current'),
      language: defaultLanguage,
      ...tagged('current'),
    },
    ...released.map((version) => ({
      folder: `versioned_docs/version-${version}`,
      localePrefix: '',
      versionPrefix: versionPrefix(version),
      language: defaultLanguage,
      version,
    })),
  ];
  const languages = [defaultLanguage];
  for (const language of localeFolders(join(root, 'i18n'))) {
    // The default locale's i18n folder holds only its labels (sidebar, navbar JSON): its pages are docs/.
    if (language === defaultLanguage || !existsSync(join(root, 'i18n', language, PLUGIN))) continue;
    languages.push(language);
    for (const version of ['current', ...released]) {
      folders.push({
        folder: `i18n/${language}/${PLUGIN}/${version === 'current' ? 'current' : `version-${version}`}`,
        localePrefix: `/${language}`,
        versionPrefix: versionPrefix(version),
        language,
        ...tagged(version),
      });
    }
  }
  return {
    name: 'docusaurus',
    source: configFile,
    defaultLanguage,
    languages,
    ...(defaultVersion ? { defaultVersion } : {}),
    versions,
    folders,
    ...(problems.length ? { problems } : {}),
  };
}

/**
 * versions.json's names, newest first as Docusaurus keeps them; none when there is no such file. A file that is not
 * a list of names, or names that cannot be a folder's (`../x`), are told to `problems` rather than read.
 */
function readVersions(file: string, problems: string[]): string[] {
  if (!existsSync(file)) return [];
  // A site has tens of versions (a few hundred bytes each at most): a file this large is not one to read whole.
  if (statSync(file).size > MAX_VERSIONS_BYTES) {
    problems.push(`${file} is over ${MAX_VERSIONS_BYTES / 1_000_000} MB: the site's versions are not read`);
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file} is not JSON (${(error as Error).message}): the site's versions are not read`);
    return [];
  }
  if (!Array.isArray(parsed)) {
    problems.push(`${file} is not a list of version names: the site's versions are not read`);
    return [];
  }
  const names = parsed.filter(
    (name): name is string => typeof name === 'string' && VERSION_NAME.test(name) && name !== 'current',
  );
  if (names.length < parsed.length)
    problems.push(`${file}: ${parsed.length - names.length} entries are not version names and are left out`);
  if (names.length > MAX_VERSIONS)
    problems.push(`${file}: only the first ${MAX_VERSIONS} of ${names.length} versions are read`);
  return names.slice(0, MAX_VERSIONS);
}

function localeFolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}
