/**
 * What a Docusaurus site's MDX pages may hold that MDX itself refuses, read as the site reads it. Line for line, so a
 * warning's line number still points into the file.
 */

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** Runs `rewrite` on the text outside fenced code blocks, a stretch between fences at a time. */
function outsideFences(text: string, rewrite: (stretch: string) => string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let stretch: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (stretch.length > 0) out.push(...rewrite(stretch.join('\n')).split('\n'));
    stretch = [];
  };
  for (const line of lines) {
    const marks = FENCE.exec(line)?.[1];
    if (fence) {
      out.push(line);
      if (marks && marks[0] === fence[0] && marks.length >= fence.length && line.trim() === marks) fence = undefined;
    } else if (marks) {
      flush();
      fence = marks;
      out.push(line);
    } else stretch.push(line);
  }
  flush();
  return out.join('\n');
}

/**
 * HTML comments (`<!-- cSpell:ignore … -->`) as MDX comments, as Docusaurus does by default
 * (`markdown.mdx1Compat.comments`): MDX 2 and later refuse `<!--`, and the whole page was skipped.
 */
export function withHtmlCommentsAsMdx(text: string): string {
  if (!text.includes('<!--')) return text;
  return outsideFences(text, (stretch) =>
    stretch.replace(/<!--([\s\S]*?)-->/g, (_, body: string) => `{/*${body.replace(/\*\//g, '* /')}*/}`),
  );
}

/**
 * Math written for remark-math (`$$ … $$` blocks, `$\int_{a}^{x}$` inline) as code, for a page MDX could not read
 * otherwise: its braces are JavaScript to MDX. The site renders the math; the reader of an answer gets its LaTeX.
 * Inline spans are taken when they hold a brace or a backslash, or are one token not starting with a digit (`$F$`,
 * `$F'(x)=f(x)$`), so "$5 and $10" stays text.
 */
export function withMathAsCode(text: string): string {
  if (!text.includes('$')) return text;
  return outsideFences(text, (stretch) =>
    stretch
      .replace(
        /^(\s*)\$\$\s*$([\s\S]*?)^\s*\$\$\s*$/gm,
        (_, indent: string, body: string) => `${indent}\`\`\`math${body}${indent}\`\`\``,
      )
      .replace(/\$(?!\s)((?:[^$\n]|\n(?!\s*\n))+?)\$/g, (whole, body: string) =>
        (/[{}\\]/.test(body) || /^[^\s\d][^\s]*$/.test(body)) && !body.includes('`')
          ? `\`${body.replace(/\n/g, ' ')}\`${'\n'.repeat((body.match(/\n/g) ?? []).length)}`
          : whole,
      ),
  );
}
