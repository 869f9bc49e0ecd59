import type { Generator } from '../generator';
import type { PageRouting } from '../page-path';

/**
 * How the generator ends the URLs it publishes, from its config where the config says it in plain literals
 * (page-path.ts's `publishedPathForFile`). Each generator's default first:
 * - Hugo: `/about/`; `uglyURLs = true` publishes `/about.html`.
 * - MkDocs: `/about/` (`use_directory_urls`, on by default); off, `/about.html`.
 * - Starlight: `/about/` (Astro's `directory` build format, Starlight's links end in `/`); `trailingSlash: 'never'`
 *   links `/about`.
 * - VitePress: `/about.html` unless `cleanUrls: true` (then `/about`).
 * - Sphinx: `/about.html` (the `html` builder; `dirhtml` is chosen on the command line, not in `conf.py`).
 * - Docusaurus: `/about` unless `trailingSlash: true`.
 * Nextra and plain Markdown folders: `/about`.
 */
export function urlEndingOf(generator: Generator, configText: string): PageRouting['urlEnding'] {
  const setting = (name: string) =>
    new RegExp(`(?:^|[\\s{,])["']?${name}["']?\\s*[:=]\\s*["']?([\\w-]+)`, 'im').exec(configText)?.[1]?.toLowerCase();
  switch (generator) {
    case 'hugo':
      return setting('uglyurls') === 'true' ? 'html' : 'slash';
    case 'mkdocs':
      return setting('use_directory_urls') === 'false' ? 'html' : 'slash';
    case 'starlight':
      return setting('trailingSlash') === 'never' || setting('format') === 'file' ? undefined : 'slash';
    case 'vitepress':
      return setting('cleanUrls') === 'true' ? undefined : 'html';
    case 'sphinx':
      return 'html';
    case 'docusaurus':
      return setting('trailingSlash') === 'true' ? 'slash' : undefined;
    default:
      return undefined;
  }
}
