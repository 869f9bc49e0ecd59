/**
 * Syntax that markdown-it (markdown-it-tree.ts) would read otherwise than micromark with the service's extensions:
 * GFM footnotes (`[^1]`), remark-directive's text and leaf directives (`:abbr[HTML]{title="…"}`, `::video{src=…}`),
 * and a front-matter block left at the top of the body. A page that has any of them is parsed by micromark, so its
 * text never depends on the parser that read it; a false alarm only costs that page the faster parser.
 */
const MICROMARK_ONLY = [
  /\[\^[^\]\s]+\]/,
  /(?<![:\w]):{1,2}[A-Za-z][\w-]*[[{]/,
  /^[ \t]*::[A-Za-z][\w-]*[ \t]*$/m,
  /^(?:---|\+\+\+)[ \t]*\r?\n/,
];

export function micromarkOnly(text: string): boolean {
  return MICROMARK_ONLY.some((pattern) => pattern.test(text));
}
