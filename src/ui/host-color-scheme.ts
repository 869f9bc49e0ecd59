export type ColorScheme = 'light' | 'dark';

/**
 * The docs theme's own light/dark switch, as the common generators mark it on `<html>` or `<body>`:
 * Docusaurus and Starlight `data-theme="dark"`, Sphinx Furo and pydata `data-theme`, Bootstrap `data-bs-theme`,
 * Tailwind-style sites (Nextra, Fumadocs, shadcn) and VitePress `class="dark"`, MkDocs Material
 * `data-md-color-scheme="slate"`. Undefined when the page says nothing (or says "auto"): then the reader's OS decides.
 */
export function hostColorScheme(doc: Document): ColorScheme | undefined {
  for (const element of [doc.documentElement, doc.body]) {
    if (!element) continue;
    for (const attribute of THEME_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value === 'dark' || value === 'light') return value;
    }
    const material = element.getAttribute('data-md-color-scheme');
    if (material) return material === 'slate' ? 'dark' : 'light';
    if (element.classList.contains('dark')) return 'dark';
    if (element.classList.contains('light')) return 'light';
  }
  return undefined;
}

const THEME_ATTRIBUTES = ['data-theme', 'data-mode', 'data-bs-theme'] as const;

/** Every attribute `hostColorScheme` reads: the ones to watch for a theme switch. */
export const HOST_SCHEME_ATTRIBUTES = ['class', 'data-md-color-scheme', ...THEME_ATTRIBUTES];
