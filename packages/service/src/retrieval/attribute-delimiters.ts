import type { PageRouting } from './page-path';

/**
 * A heading's attributes written between a site's own delimiters (VitePress `markdown.attrs`: `## Props %{#props}%`)
 * as the `{#props}` the markup stage reads; every line stays on its line.
 */
export function withAttributeDelimiters(text: string, attrs: PageRouting['attrs']): string {
  if (!attrs || !text.includes(attrs.left)) return text;
  const escape = (delimiter: string) => delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const trailing = new RegExp(
    String.raw`^(\s{0,3}#{1,6}\s.*?)\s*${escape(attrs.left)}([^\n]*?)${escape(attrs.right)}\s*$`,
    'gm',
  );
  return text.replace(trailing, (_, heading: string, inside: string) => `${heading} {${inside}}`);
}
