import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DocsPage } from './docs-pages';
import { renderMarkdown } from './render-markdown';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `<script>` content must not be able to close its own tag, whatever the data holds. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function navHtml(pages: DocsPage[], current: DocsPage): string {
  const items = pages.map((page) => {
    const attrs = page.path === current.path ? ' aria-current="page"' : '';
    return `<li><a href="${escape(page.path)}"${attrs}>${escape(page.title)}</a></li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function tocHtml(headings: Array<{ depth: number; id: string; text: string }>): string {
  const sections = headings.filter((heading) => heading.depth === 2);
  if (sections.length < 2) return '';
  const items = sections.map((heading) => `<li><a href="#${escape(heading.id)}">${escape(heading.text)}</a></li>`);
  return `<aside class="demo-toc" aria-label="On this page" data-da-ignore><p>On this page</p><ul>${items.join('')}</ul></aside>`;
}

/** Where the local service serves a page's Markdown (llms/routes.ts): `/theming` → `/theming.md`, `/` → `/index.md`. */
const markdownPath = (path: string) => `${path === '/' ? '/index' : path}.md`;

export interface SiteData {
  assistantKey: string;
  starterQuestions: string[];
}

/**
 * Fills the Vite-built `index.html` once per docs page: `<path>.html` beside it (the static handler serves
 * `/theming` from `theming.html`), and the first page also as `index.html` so `/` opens the docs.
 */
export async function renderSite(outDir: string, pages: DocsPage[], data: SiteData): Promise<string[]> {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const demoScript = `<script>window.__DEMO__=${scriptJson(data)}</script>`;
  const written: string[] = [];
  for (const [position, page] of pages.entries()) {
    const { html, headings } = renderMarkdown(page.body);
    const filled = template
      .replace('<!--demo:title-->', `${escape(page.title)} · docs-assistant`)
      .replace('<!--demo:description-->', escape(page.description))
      .replace('<!--demo:nav-->', navHtml(pages, page))
      // The page actions go beside the title; their Markdown is the page as the local service serves it (`/<page>.md`).
      .replace(
        '<!--demo:content-->',
        `<article><div id="page-actions-root" class="demo-page-actions" data-da-ignore></div>${html}</article>${tocHtml(headings)}`,
      )
      .replace(
        '</head>',
        `<link rel="alternate" type="text/markdown" href="${escape(markdownPath(page.path))}">${demoScript}</head>`,
      );
    const files = [page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`];
    if (position === 0 && page.path !== '/') files.push('index.html');
    for (const file of files) {
      const target = join(outDir, file);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, filled);
      written.push(target);
    }
  }
  return written;
}
