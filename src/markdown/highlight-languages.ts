// The fence languages the highlighter knows, by every name answers commonly write. Kept apart from the grammars so
// the markdown chunk can tell whether a block is worth loading them for without loading them.
const GRAMMAR_OF: Readonly<Record<string, string>> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  javascript: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  typescript: 'typescript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  json: 'json',
  jsonc: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  python: 'python',
  py: 'python',
  go: 'go',
  golang: 'go',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  markup: 'markup',
  css: 'css',
  diff: 'diff',
  patch: 'diff',
};

/** The grammar for a fence's language, or undefined when there is none (the block stays plain). */
export function grammarFor(language: string | undefined): string | undefined {
  if (!language) return undefined;
  const key = language.toLowerCase();
  return Object.hasOwn(GRAMMAR_OF, key) ? GRAMMAR_OF[key] : undefined;
}
