/**
 * A search result's text as plain text: results are untrusted (a service, a host's engine, a Pagefind excerpt), so
 * they are never parsed into the page as HTML or Markdown. These only drop the marks of either; what is left is
 * rendered as text nodes, so a `<script>` in a result shows as the characters it is.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Markdown (the service's `content`) as text: fences, emphasis, link targets and heading and list marks dropped.
 * Angle brackets stay: in docs they are far more often code (`Promise<void>`, `<Tabs>`) than markup.
 */
export function markdownText(content: string): string {
  return (
    content
      // Code fences and their language: the code stays, as text.
      .replace(/^\s*(```+|~~~+).*$/gm, ' ')
      // Images and links: their words, not their targets.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Headings, quotes, list markers and table rules at the start of a line.
      .replace(/^\s*(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+|\|?\s*:?-{3,}.*$)/gm, '')
      // Emphasis stars and code ticks go, leaving their words where they were ("`read`, `write`" is "read, write");
      // table pipes part cells. Underscores stay (`snake_case`, `__dirname` are code more often than `_emphasis_`
      // is emphasis).
      .replace(/[*`]+/g, '')
      .replace(/\|+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** HTML (Pagefind's excerpts: `<mark>` around its hits, text escaped) as text: tags dropped, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, decode)
    .replace(/\s+/g, ' ')
    .trim();
}

function decode(entity: string, name: string): string {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  // A code point outside Unicode (or a surrogate) would throw: keep the entity as written.
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity;
}
