import { entriesOfObject, stringOption } from './config-text';

/** One instance of Docusaurus's docs plugin as its config writes it: the folder it reads and the route it serves at. */
export interface DocsPluginOptions {
  /** Relative to the config's folder; Docusaurus's default is `docs`. */
  path?: string;
  /** Docusaurus's default is `docs`; `/` serves the pages at the site's root. */
  routeBasePath?: string;
}

/**
 * Each instance's object is scanned to its end: a config is a few of them, and a bound keeps a config of thousands of
 * nested `docs: {` from costing the start-up the square of its length.
 */
const MAX_INSTANCES = 20;
const PRESET_DOCS = /["']?\bdocs["']?\s*:\s*\{/g;
const DOCS_PLUGIN = /(["'])@docusaurus\/plugin-content-docs\1\s*,\s*\{/g;

/**
 * The docs plugin instances a Docusaurus config writes out literally, keys quoted or not (JS, TS and JSON write them
 * both ways): every `docs: { … }` (the classic preset's, and the theme's, which sets neither option) and every
 * `['@docusaurus/plugin-content-docs', { … }]` — a site keeps a second docs set (pnpm.io's `pnpr-docs`, a community
 * section) under its own `path` and `routeBasePath`. Last, the first `path` and `routeBasePath` anywhere, for a
 * config that builds its options elsewhere (`docs: docsOptions`). Read from the text, never by running the config.
 */
export function docsPluginOptions(text: string): DocsPluginOptions[] {
  const found: DocsPluginOptions[] = [];
  for (const pattern of [PRESET_DOCS, DOCS_PLUGIN])
    for (const open of [...text.matchAll(pattern)].slice(0, MAX_INSTANCES)) {
      const options = optionsOf(entriesOfObject(text, open.index + open[0].length));
      if (options.path !== undefined || options.routeBasePath !== undefined) found.push(options);
    }
  const anywhere = { path: stringOption(text, 'path'), routeBasePath: stringOption(text, 'routeBasePath') };
  if (anywhere.path !== undefined || anywhere.routeBasePath !== undefined) found.push(anywhere);
  return found;
}

function optionsOf(entries: ReadonlyArray<{ key: string; body: string }>): DocsPluginOptions {
  const literal = (key: string) => {
    const body = entries.find((entry) => entry.key === key)?.body ?? '';
    return /^\s*(["'`])([^"'`\n]*)\1\s*$/.exec(body)?.[2];
  };
  return { path: literal('path'), routeBasePath: literal('routeBasePath') };
}
