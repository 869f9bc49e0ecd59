/** A fence's opening marks: a line inside a fenced code block is code, whatever it holds. */
const FENCE = /^\s*(`{3,}|~{3,})/;
const CODE_SPAN = /(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/**
 * A page's lines outside fenced code, each rewritten by `rewrite` with a test for whether a column falls in inline
 * code: links and shortcodes shown in code are the syntax a page explains, and stay as written.
 */
export function rewriteProseLines(text: string, rewrite: (line: string, inCode: (at: number) => boolean) => string) {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const marks = FENCE.exec(line)?.[1];
      if (fence) {
        if (marks && marks[0] === fence[0] && marks.length >= fence.length) fence = undefined;
        return line;
      }
      if (marks) {
        fence = marks;
        return line;
      }
      const spans = [...line.matchAll(CODE_SPAN)].map((span) => [span.index, span.index + span[0].length] as const);
      return rewrite(line, (at) => spans.some(([start, end]) => at >= start && at < end));
    })
    .join('\n');
}
