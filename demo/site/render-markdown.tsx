import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { createSlugger } from '../../packages/service/src/retrieval/slug';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node)
    return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/**
 * Markdown to static HTML. Headings get the same GitHub-style anchors the local service cites
 * (`/theming#dark-mode`), so a source link from an answer lands on its section, and "Ask AI" on a selection reports
 * the section's id as `elementId`.
 */
export function renderMarkdown(markdown: string): {
  html: string;
  headings: Array<{ depth: number; id: string; text: string }>;
} {
  const slug = createSlugger();
  const headings: Array<{ depth: number; id: string; text: string }> = [];
  const heading =
    (depth: 1 | 2 | 3 | 4) =>
    ({ children }: { children?: ReactNode }) => {
      const text = textOf(children);
      const id = slug(text);
      headings.push({ depth, id, text });
      const Tag = `h${depth}` as const;
      return (
        <Tag id={id}>
          {children}{' '}
          <a className="demo-anchor" href={`#${id}`} aria-label={`Link to ${text}`}>
            #
          </a>
        </Tag>
      );
    };
  const components: Components = { h1: heading(1), h2: heading(2), h3: heading(3), h4: heading(4) };
  const html = renderToStaticMarkup(
    <Markdown remarkPlugins={[remarkGfm]} components={components}>
      {markdown}
    </Markdown>,
  );
  return { html, headings };
}
