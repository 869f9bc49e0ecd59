import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from './config-text';
import { vitepressConfigIn } from '../generator';
import { SINGLE_LAYOUT, type DocsLayout, type LayoutName } from './docs-layout';
import { docusaurusLayout } from './docusaurus-layout';
import { localeFoldersLayout } from './locale-folders-layout';
import { languageFolders } from './locale-folders';
import { STARLIGHT_DOCS, starlightLayout } from './starlight-layout';
import { vitepressLayout } from './vitepress-layout';

/**
 * How the docs folder (`serve --docs`, the site's root) keeps its languages and versions: the layout named (`--layout`),
 * else the one its generator's config and folders show — a Docusaurus config beside `docs/`, `i18n/` or
 * `versioned_docs/`; an Astro config with Starlight beside `src/content/docs/`; a VitePress config with locales; or
 * an `en/` folder beside other language folders — else one language and one version, as every folder was before.
 * Only the folder itself is looked at, not those above it: the layout is the site's, read from its root.
 */
export function detectLayout(folder: string, given?: LayoutName): DocsLayout {
  const names = readdirOrEmpty(folder);
  const config = (pattern: RegExp, dir = folder) => {
    const name = (dir === folder ? names : readdirOrEmpty(dir)).find((n) => pattern.test(n));
    return name ? join(dir, name) : undefined;
  };
  const docusaurus = config(/^docusaurus\.config\.(m?[jt]s|cjs)$/);
  const astro = config(/^astro\.config\.(m?[jt]s)$/);
  const vitepressConfig = vitepressConfigIn(join(folder, '.vitepress'));
  const vitepress = vitepressConfig && join(folder, '.vitepress', vitepressConfig);
  const asTold = (layout: DocsLayout): DocsLayout => ({ ...layout, source: 'as told' });
  switch (given) {
    case 'single':
      return asTold(SINGLE_LAYOUT);
    case 'docusaurus':
      return asTold(docusaurusLayout(folder, docusaurus ?? ''));
    case 'starlight':
      return asTold(starlightLayout(folder, astro ?? ''));
    case 'vitepress':
      return asTold(vitepressLayout(folder, vitepress ?? ''));
    case 'locale-folders':
      return localeFoldersLayout(folder, 'as told');
    case undefined:
      break;
  }
  if (docusaurus && ['docs', 'i18n', 'versioned_docs'].some((dir) => names.includes(dir)))
    return docusaurusLayout(folder, docusaurus);
  if (astro && existsSync(join(folder, STARLIGHT_DOCS)) && /@astrojs\/starlight/.test(readConfig(astro)))
    return starlightLayout(folder, astro);
  if (vitepress) {
    const layout = vitepressLayout(folder, vitepress);
    if (layout.languages.length > 1) return layout;
  }
  const languages = languageFolders(folder);
  // Folders alone are a weak sign (`it/`, `ts/` are language tags too): an `en/` beside another language is not.
  if (languages.length > 1 && languages.some((language) => /^en(-|$)/i.test(language)))
    return localeFoldersLayout(folder, `folders ${languages.map((l) => `${l}/`).join(', ')}`);
  return SINGLE_LAYOUT;
}

function readdirOrEmpty(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
