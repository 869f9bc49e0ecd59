/**
 * What a code block shows the reader, without the markers its highlighter reads: twoslash's `// ---cut---`,
 * `// @errors:` and `// ^?` lines, Shiki's `// [!code ++]` notation, Docusaurus' `// highlight-next-line`,
 * VitePress' `#region` markers, Material's `# (1)!` annotation markers. The markers are comments to a compiler but
 * noise in an answer, and twoslash's cut hides the set-up lines the site never shows.
 */
export function cleanCode(value: string, meta: string | null | undefined): string {
  let lines = value.split('\n');
  const twoslash = /\btwoslash\b/.test(meta ?? '');
  const cutAfter = lines.findIndex((line) => /^\s*\/\/\s*---cut-after---\s*$/.test(line));
  if (cutAfter >= 0) lines = lines.slice(0, cutAfter);
  const cut = findLast(lines, (line) => /^\s*\/\/\s*---cut(-before)?---\s*$/.test(line));
  if (cut >= 0) lines = lines.slice(cut + 1);
  const kept: string[] = [];
  let hidden = false;
  for (const line of lines) {
    if (/^\s*\/\/\s*---cut-start---\s*$/.test(line)) hidden = true;
    else if (/^\s*\/\/\s*---cut-end---\s*$/.test(line)) hidden = false;
    else if (hidden || isMarkerLine(line, twoslash)) continue;
    else kept.push(stripMarkers(line));
  }
  return kept.join('\n').replace(/^\n+|\s+$/g, '');
}

const TWOSLASH_FLAGS =
  /^\s*\/\/\s*@(errors|noErrors|filename|module|moduleResolution|target|lib|jsx|strict|noImplicitAny|esModuleInterop|types|log|warn|error|annotate|showEmit|noErrorValidation|keepNotations|allowJs|checkJs)\b/;

function isMarkerLine(line: string, twoslash: boolean): boolean {
  return (
    TWOSLASH_FLAGS.test(line) ||
    (twoslash && /^\s*\/\/\s*@\w+/.test(line)) ||
    /^\s*\/\/\s+\^+\??(\s|$)/.test(line) ||
    /^\s*(?:\/\/|#|<!--|\{?\/\*|--)\s*highlight-(?:next-line|start|end)\s*(?:-->|\*\/\}?)?\s*$/.test(line) ||
    /^\s*(?:\/\/|#|<!--|\/\*)\s*#(?:end)?region\b.*$/.test(line)
  );
}

function stripMarkers(line: string): string {
  return line
    .replace(/\s*(?:\/\/|#|<!--|\/\*|--|;|')\s*\[!code[^\]]*\]\s*(?:-->|\*\/)?\s*$/, '')
    .replace(/\s*(?:#|\/\/|--|<!--|\/\*)\s*\(\d+\)!\s*(?:-->|\*\/)?\s*$/, '');
}

function findLast<T>(items: T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i] as T)) return i;
  return -1;
}

/**
 * The language a fence names, without the meta generators attach to it: `js{1,3}` (VitePress lines),
 * `ts:line-numbers`, `{ .py .annotate }` (pymdownx) → `js`, `ts`, `py`.
 */
export function codeLanguage(lang: string | null | undefined, meta: string | null | undefined): string {
  const written = (lang ?? '').trim();
  if (written.startsWith('{')) return /\.([\w+#-]+)/.exec(`${written} ${meta ?? ''}`)?.[1] ?? '';
  // Options with no language before them (```` ``` title="mkdocs.yml" ````, `hl_lines="4"`) name none.
  return /^[\w+#-]+(?![\w+#-]*=)/.exec(written)?.[0] ?? '';
}
