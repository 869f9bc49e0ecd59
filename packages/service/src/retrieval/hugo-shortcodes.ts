/**
 * Hugo shortcodes, rewritten in place (line for line) before the Markdown parser reads a page, so a reader is never
 * quoted `{{< new-in 0.120 />}}`: a shortcode that shows code (`highlight`, `code-toggle`, `code`) becomes a code
 * fence around its body; any other tag goes and its body, if it has one, stays as text. In code, and in inline code,
 * tags are the syntax shown; only Hugo's escaped form (a tag with a C comment's marks just inside its braces,
 * which the site shows as `{{< figure >}}`) is rewritten to what the site shows. Includes (`{{% include %}}`, `readfile`) were resolved
 * before this (includes/expand-includes.ts).
 */
const TAG = /\{\{([<%])(?!\/\*)\s*\/?\s*[\w./-]+(?:\s[^}]*?)?\s*\/?\s*[%>]\}\}/g;
const CODE_OPEN =
  /^(\s*)\{\{[<%]\s*(highlight|code-toggle|code|card(?=[^}]*\bcode\s*=\s*["']?true\b))\b([^}]*?)\s*[%>]\}\}\s*$/;
const SELF_CLOSING = /\/\s*[%>]\}\}\s*$/;
/** Docsy's tabbed panes (`{{< tabpane >}}` … `{{< tab header="C++" lang="cpp" >}}` … `{{< /tab >}}`). */
const TABPANE_OPEN = /\{\{[<%]\s*tabpane\b([^}]*?)\s*[%>]\}\}/;
const TABPANE_CLOSE = /\{\{[<%]\s*\/\s*tabpane\s*[%>]\}\}/;
const TAB_OPEN = /^(\s*)\{\{[<%]\s*tab\b([^}]*?)\s*[%>]\}\}\s*$/;
/** Hugo's `comment` shortcode, on one line or over several. */
const COMMENT_SPAN = /\{\{[<%]\s*comment\s*[%>]\}\}[\s\S]*?\{\{[<%]\s*\/\s*comment\s*[%>]\}\}/g;
const COMMENT_OPEN = /\{\{[<%]\s*comment\s*[%>]\}\}/;
const COMMENT_CLOSE = /\{\{[<%]\s*\/\s*comment\s*[%>]\}\}/;
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
  /** The shortcode whose body is being shown as code (`highlight`, a Docsy `tab`), until its closing tag. */
  let shortcodeCode: string | undefined;
  /** Inside Hugo's own `comment` shortcode, which renders nothing: its body is a note to the page's authors. */
  let comment = false;
  /** A Docsy `tabpane` open: its tabs' bodies are code unless it or the tab says `text=true`. */
  let pane: TabPane | undefined;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] ?? '';
    const marks = FENCE.exec(line)?.[1];
    if (fence) {
      if (marks && marks[0] === fence[0] && marks.length >= fence.length) fence = undefined;
      lines[i] = unescaped(line);
      continue;
    }
    if (comment) {
      const close = COMMENT_CLOSE.exec(line);
      if (!close) {
        lines[i] = '';
        continue;
      }
      comment = false;
      line = line.slice(close.index + close[0].length);
    }
    if (shortcodeCode) {
      if (closes(line, shortcodeCode)) {
        shortcodeCode = undefined;
        lines[i] = '```';
      } else lines[i] = unescaped(line);
      continue;
    }
    if (marks) {
      fence = marks;
      continue;
    }
    line = line.replace(COMMENT_SPAN, '');
    const opened = COMMENT_OPEN.exec(line);
    if (opened) {
      comment = true;
      lines[i] = unescaped(withoutTags(line.slice(0, opened.index)));
      continue;
    }
    const paneOptions = TABPANE_OPEN.exec(line)?.[1];
    if (paneOptions !== undefined) {
      const options = tabOptions(paneOptions);
      pane = { ...options, text: options.text ?? false };
    }
    if (TABPANE_CLOSE.test(line)) pane = undefined;
    const tab = pane && !SELF_CLOSING.test(line) ? TAB_OPEN.exec(line) : null;
    const tabbed = tab && tabOptions(tab[2] ?? '');
    if (pane && tab && tabbed && !(tabbed.text ?? pane.text)) {
      shortcodeCode = 'tab';
      const language = tabbed.lang ?? (pane.langEqualsHeader ? tabbed.header : pane.lang) ?? '';
      lines[i] = `${tab[1] ?? ''}\`\`\`${language.replace(/\s+/g, '')}`;
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
    const open = SELF_CLOSING.test(line) ? null : CODE_OPEN.exec(line);
    if (open) {
      shortcodeCode = open[2] === 'card' ? 'card' : 'code';
      lines[i] = `${open[1] ?? ''}\`\`\`${languageOf(open[2] ?? '', open[3] ?? '')}`;
      continue;
    }
    lines[i] = unescaped(withoutTags(line));
  }
}

interface TabPane {
  text: boolean;
  lang?: string;
  langEqualsHeader?: boolean;
}

/** A tab's or pane's options: `header="C++"` (or its first quoted word), `lang=`, `text=`, `langEqualsHeader=`. */
function tabOptions(options: string): { header?: string; lang?: string; text?: boolean; langEqualsHeader?: boolean } {
  const value = (key: string) => new RegExp(String.raw`\b${key}\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+))`).exec(options);
  const named = (key: string) => {
    const found = value(key);
    return found ? (found[1] ?? found[2] ?? found[3]) : undefined;
  };
  const header = named('header') ?? /^\s*"([^"]*)"/.exec(options)?.[1];
  const text = named('text');
  const lang = named('lang');
  return {
    ...(header !== undefined ? { header } : {}),
    ...(lang ? { lang } : {}),
    ...(text !== undefined ? { text: text === 'true' } : {}),
    ...(named('langEqualsHeader') === 'true' ? { langEqualsHeader: true } : {}),
  };
}

/** Whether the line closes the code shortcode open: `{{< /highlight >}}` and its kind, `{{< /tab >}}`, `{{< /card >}}`. */
function closes(line: string, open: string): boolean {
  if (open === 'code') return CODE_CLOSE.test(line);
  return new RegExp(String.raw`^\s*\{\{[<%]\s*\/\s*${open}\s*[%>]\}\}\s*$`).test(line);
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
