import { realpathSync } from 'node:fs';
import { detectGenerator, type Generator } from '../retrieval/generator';
import { readConfig, stringOption } from '../retrieval/layout/config-text';
import { blockScalar } from '../retrieval/front-matter';

/** The docs' name and summary as the site's own config gives them. */
export interface ConfiguredSite {
  title?: string;
  description?: string;
}

/** A name or summary longer than this is not one a config writes by hand. */
const MAX_CHARS = 300;

/**
 * What the site calls itself, read from its generator's config as written, never by running it: MkDocs
 * `site_name` / `site_description`, Docusaurus `title` / `tagline`, Starlight's and VitePress's `title` /
 * `description`, Hugo's `title`, Sphinx's `project`. llms.txt and MCP name the docs by it ("# Starlette", "the
 * Starlette documentation") where the root page's title names a page ("Introduction"). Nothing when there is no
 * config or it computes the value.
 */
export function configuredSite(folder: string): ConfiguredSite {
  let root: string;
  try {
    root = realpathSync(folder);
  } catch {
    return {};
  }
  const found = detectGenerator(root);
  if (!found) return {};
  const text = readConfig(found.configFile);
  const [title, description] = KEYS[found.generator].map((key) => key && valueOf(text, key, found.generator));
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

const KEYS: Record<Generator, [string | undefined, string | undefined]> = {
  mkdocs: ['site_name', 'site_description'],
  docusaurus: ['title', 'tagline'],
  starlight: ['title', 'description'],
  vitepress: ['title', 'description'],
  hugo: ['title', undefined],
  sphinx: ['project', undefined],
  mystmd: [undefined, undefined],
  nextra: [undefined, undefined],
  github: [undefined, undefined],
};

function valueOf(text: string, key: string, generator: Generator): string | undefined {
  const value =
    generator === 'mkdocs' || generator === 'hugo' || generator === 'sphinx'
      ? topLevelValue(text, key)
      : stringOption(text, key);
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_CHARS ? trimmed : undefined;
}

/**
 * `key: value` (YAML), `key = "value"` (TOML, Python) at the start of a line, quoted or not; or a YAML block scalar
 * (`site_description: >-` and the indented lines under it, as MkDocs Material's own config writes it), read as
 * front matter reads one.
 */
function topLevelValue(text: string, key: string): string | undefined {
  const block = new RegExp(
    `^${key}\\s*:\\s*([>|])[+-]?\\d?[+-]?\\s*(?:#.*)?\\n((?:[ \\t]+\\S.*(?:\\n|$)|[ \\t]*\\n)+)`,
    'm',
  ).exec(text);
  if (block) return blockScalar((block[2] ?? '').split('\n'), block[1] === '>');
  const match = new RegExp(
    `^${key}\\s*[:=]\\s*(?:"([^"\\n]*)"|'([^'\\n]*)'|([^\\s#"'][^#\\n]*?))\\s*(?:#.*)?$`,
    'm',
  ).exec(text);
  return match?.[1] ?? match?.[2] ?? match?.[3];
}
