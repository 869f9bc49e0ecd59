import type { Generator } from '../generator';

/**
 * The path a site is published under when it is not its host's root (a GitHub Pages project site:
 * `https://squidfunk.github.io/mkdocs-material/`), from its config where it writes it as a literal: Docusaurus's
 * `baseUrl`, VitePress's and Astro's `base`, the path of MkDocs's `site_url` and of Hugo's `baseURL`. Without
 * slashes at either end; undefined for the root, or when the config sets it in code (`process.env.BASE`).
 */
export function basePathOf(generator: Generator, configText: string): string | undefined {
  // The outermost one: a locale's own `baseUrl` (Docusaurus's `i18n.localeConfigs`) sits deeper than the site's.
  const literal = (key: string) =>
    [
      ...configText.matchAll(
        new RegExp(String.raw`^([ \t]*)(?:.*[\s{,])?["']?${key}["']?\s*:\s*(["'\x60])([^"'\x60\n$]*)\2`, 'gm'),
      ),
    ].sort((a, b) => (a[1] ?? '').length - (b[1] ?? '').length)[0]?.[3];
  const urlPath = (key: string) => {
    const written = new RegExp(String.raw`^${key}\s*[:=]\s*["']?([^"'\s#]+)`, 'im').exec(configText)?.[1];
    try {
      return written ? new URL(written).pathname : undefined;
    } catch {
      return undefined;
    }
  };
  const written =
    generator === 'docusaurus'
      ? literal('baseUrl')
      : generator === 'vitepress' || generator === 'starlight'
        ? literal('base')
        : generator === 'mkdocs'
          ? urlPath('site_url')
          : generator === 'hugo'
            ? urlPath('baseURL')
            : undefined;
  const path = written?.trim().replace(/^\/+|\/+$/g, '');
  return path && !/\s/.test(path) ? path : undefined;
}
