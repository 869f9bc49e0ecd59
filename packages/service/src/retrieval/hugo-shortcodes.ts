/**
 * Hugo shortcodes, rewritten in place (line for line) before the Markdown parser reads a page, so a reader is never
 * quoted `{{< new-in 0.120 />}}`: a shortcode that shows code (`highlight`, `code-toggle`, `code`) becomes a code
 * fence around its body; any other tag goes and its body, if it has one, stays as text. In code, and in inline code,
 * tags are the syntax shown; only Hugo's escaped form (a tag with a C comment's marks just inside its braces,
 * which the site shows as `{{< figure >}}`) is rewritten to what the site shows. Includes (`{{% include %}}`, `readfile`) were resolved
 * before this (includes/expand-includes.ts).
 */
const TAG = /\{\{([<%])(?!\/\*)\s*\/?\s*[\w./-]+(?:\s[^}]*?)?\s*\/?\s*[%>]\}\}/g;
const CODE_OPEN = /^(\s*)\{\{[<%]\s*(highlight|code-toggle|code)\b([^}]*?)\s*[%>]\}\}\s*$/;
const CODE_CLOSE = /^\s*\{\{[<%]\s*\/\s*(highlight|code-toggle|code)\s*[%>]\}\}\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
/** A tag whose parameters run over several lines (`{{< figure` … `>}}`): its opening line. */
const OPEN_TAG_START = /^\s*\{\{[<%](?!\/\*)\s*[\w./-]+/;
const TAG_END = /[%>]\}\}/;
/** A tag's parameters spread over more lines than this are not a tag; the lines stay. */
const MAX_TAG_LINES = 40;

export const MAY_HAVE_SHORTCODES = /\{\{[<%]/;

export function rewriteHugoShortcodes(lines: string[]): void {
  let fence: string | undefined;
  let shortcodeCode = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const marks = FENCE.exec(line)?.[1];
    if (fence) {
      if (marks && marks[0] === fence[0] && marks.length >= fence.length) fence = undefined;
      lines[i] = unescaped(line);
      continue;
    }
    if (shortcodeCode) {
      if (CODE_CLOSE.test(line)) {
        shortcodeCode = false;
        lines[i] = '```';
      } else lines[i] = unescaped(line);
      continue;
    }
    if (marks) {
      fence = marks;
      continue;
    }
    if (OPEN_TAG_START.test(line) && !TAG_END.test(line)) {
      const end = lines.findIndex((next, at) => at > i && at <= i + MAX_TAG_LINES && TAG_END.test(next));
      if (end > i) {
        for (let at = i; at <= end; at++) lines[at] = '';
        i = end;
        continue;
      }
    }
    // A self-closing one (`{{< code-toggle config=x />}}`, a table made from the config's defaults) has no body.
    const open = /\/\s*[%>]\}\}\s*$/.test(line) ? null : CODE_OPEN.exec(line);
    if (open) {
      shortcodeCode = true;
      lines[i] = `${open[1] ?? ''}\`\`\`${languageOf(open[2] ?? '', open[3] ?? '')}`;
      continue;
    }
    lines[i] = unescaped(withoutTags(line));
  }
}

/** `highlight go "linenos=table"` names its language first; `code-toggle` shows a site config (TOML first). */
function languageOf(name: string, options: string): string {
  if (name === 'highlight') return /^\s*["']?([\w+#-]+)/.exec(options)?.[1] ?? '';
  return /\blang=["']?([\w+#-]+)/.exec(options)?.[1] ?? (name === 'code-toggle' ? 'toml' : '');
}

/** A line's tags removed, except in inline code (`` `{{< ref >}}` `` is the syntax a page explains). */
function withoutTags(line: string): string {
  if (!MAY_HAVE_SHORTCODES.test(line)) return line;
  const code = [...line.matchAll(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g)].map((span) => [
    span.index,
    span.index + span[0].length,
  ]);
  return line.replace(TAG, (tag: string, _mark: string, at: number) =>
    code.some(([start = 0, end = 0]) => at >= start && at < end) ? tag : '',
  );
}

/**
 * The escaped form as the site shows it, its two ends rewritten apart (a tag's parameters may run over lines): a
 * doubly escaped tag, showing how to escape one, loses one level.
 */
function unescaped(line: string): string {
  if (!line.includes('/*') && !line.includes('*/')) return line;
  return line.replace(/\{\{([<%])\/\*/g, '{{$1').replace(/\*\/([%>])\}\}/g, '$1}}');
}
