import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { readConfig } from './layout/config-text';

/**
 * The docs generators whose heading anchors the service reproduces. `github` is github-slugger's rule, shared by
 * GitHub, Docusaurus, Starlight, Nextra and anything on rehype-slug, and Hugo's default (`autoHeadingIDType =
 * "github"`); `hugo` is named for how it routes pages (`_index.md`, `slug`, `url`, lower case) and reads includes;
 * `mystmd` is the MyST Document Engine (Jupyter Book 2, `myst.yml`), `sphinx` MyST or reStructuredText on Sphinx.
 */
export const GENERATORS = [
  'github',
  'docusaurus',
  'starlight',
  'nextra',
  'vitepress',
  'mkdocs',
  'sphinx',
  'mystmd',
  'hugo',
] as const;
export type Generator = (typeof GENERATORS)[number];

export function isGenerator(name: string): name is Generator {
  return (GENERATORS as readonly string[]).includes(name);
}

/** How many folders above the docs folder a site's config may sit (`site/src/content/docs/en` → `site`). */
const LEVELS_UP = 4;
/**
 * Folders a site keeps its generator in beside the docs it builds (`website/docusaurus.config.ts` with its
 * `path: '../docs'`): looked in at each level above the docs folder when that level holds no config itself.
 */
const SITE_FOLDERS = ['website', 'site', 'docs-site', 'www', 'documentation'];

/**
 * The generator that builds this docs folder, read from the config file it keeps beside or above it: the nearest
 * one wins, and the search stops at a repository root (`.git`). `undefined` when none is found (GitHub's rule then).
 */
export function detectGenerator(folder: string): { generator: Generator; configFile: string } | undefined {
  let dir = folder;
  for (let level = 0; level <= LEVELS_UP; level++) {
    const found = generatorIn(dir) ?? (level > 0 ? besideIn(dir, folder) : undefined);
    if (found) return found;
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) return undefined;
    dir = dirname(dir);
  }
  return undefined;
}

/** A config in one of `dir`'s site folders, unless that folder is where the docs folder itself sits. */
function besideIn(dir: string, folder: string): { generator: Generator; configFile: string } | undefined {
  for (const name of SITE_FOLDERS) {
    const site = join(dir, name);
    if (folder === site || folder.startsWith(site + sep)) continue;
    const found = generatorIn(site);
    if (found) return found;
  }
  return undefined;
}

function generatorIn(dir: string): { generator: Generator; configFile: string } | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  const has = (pattern: RegExp) => names.find((name) => pattern.test(name));
  const found = (generator: Generator, configFile: string) => ({ generator, configFile: join(dir, configFile) });
  if (names.includes('.vitepress')) {
    const config = vitepressConfigIn(join(dir, '.vitepress'));
    if (config) return found('vitepress', join('.vitepress', config));
  }
  const docusaurus = has(/^docusaurus\.config\.(m?[jt]s|cjs)$/);
  if (docusaurus) return found('docusaurus', docusaurus);
  const mkdocs = has(/^mkdocs\.ya?ml$/) ?? namedMkdocsConfig(dir, names);
  if (mkdocs) return found('mkdocs', mkdocs);
  const myst = has(/^myst\.ya?ml$/);
  if (myst && /^(project|site)\s*:/m.test(readConfig(join(dir, myst)))) return found('mystmd', myst);
  if (names.includes('conf.py') && /\b(myst_parser|sphinx|extensions\s*=)/.test(readConfig(join(dir, 'conf.py'))))
    return found('sphinx', 'conf.py');
  const astro = has(/^astro\.config\.(m?[jt]s)$/);
  if (astro && /@astrojs\/starlight/.test(readConfig(join(dir, astro)))) return found('starlight', astro);
  const hugo = has(/^hugo\.(toml|ya?ml|json)$/) ?? legacyHugoConfig(dir, names);
  if (hugo) return found('hugo', hugo);
  const nextra = has(/^theme\.config\.(jsx?|tsx?)$/) ?? has(/^next\.config\.(m?[jt]s)$/);
  if (nextra && /nextra/.test(readConfig(join(dir, nextra)))) return found('nextra', nextra);
  return undefined;
}

/**
 * Hugo's config before it was named `hugo.*`: `config.toml` (or `.yaml`) beside a `content/` folder, with the
 * `baseURL` every Hugo site sets; or the config folder's `config/_default/hugo.toml`.
 */
function legacyHugoConfig(dir: string, names: readonly string[]): string | undefined {
  if (names.includes('config')) {
    const inFolder = readdirOrEmpty(join(dir, 'config', '_default')).find((name) =>
      /^(hugo|config)\.(toml|ya?ml|json)$/.test(name),
    );
    if (inFolder) return join('config', '_default', inFolder);
  }
  if (!names.includes('content')) return undefined;
  const config = names.find((name) => /^config\.(toml|ya?ml)$/.test(name));
  return config && /\bbaseur[li]\b/i.test(readConfig(join(dir, config))) ? config : undefined;
}

/**
 * A MkDocs config under another name, built with `mkdocs build -f <file>` (Textual keeps `mkdocs-online.yml`,
 * `mkdocs-offline.yml` and the `mkdocs-common.yml` they `INHERIT`): a `mkdocs…` YAML file that reads as one. The
 * first in name order, so the choice does not depend on the order the folder lists them in.
 */
function namedMkdocsConfig(dir: string, names: readonly string[]): string | undefined {
  return (
    names
      .filter((name) => /^mkdocs[-_.][\w.-]*\.ya?ml$/i.test(name))
      .sort()
      // A folder of many such files is not a site's few configs: only the first few are read.
      .slice(0, 8)
      .find((name) => /^(site_name|INHERIT|docs_dir|nav)\s*:/m.test(readConfig(join(dir, name))))
  );
}

function readdirOrEmpty(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * A VitePress config in its `.vitepress` folder, relative to it: `config.ts` (or .js, .mjs, .mts…), or a config split
 * into a folder, `config/index.ts`, which VitePress reads as well (Vue Router's docs).
 */
export function vitepressConfigIn(folder: string): string | undefined {
  const script = /^(m?[jt]s|mts|cts)$/;
  const single = readdirOrEmpty(folder).find((name) => /^config\./.test(name) && script.test(name.slice(7)));
  if (single) return single;
  const index = readdirOrEmpty(join(folder, 'config')).find(
    (name) => /^index\./.test(name) && script.test(name.slice(6)),
  );
  return index ? join('config', index) : undefined;
}
