import { extname } from 'node:path';

const LANGUAGES: Record<string, string> = {
  py: 'python',
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  ts: 'ts',
  mts: 'ts',
  tsx: 'tsx',
  jsx: 'jsx',
  sh: 'bash',
  yml: 'yaml',
  rs: 'rust',
  rb: 'ruby',
  kt: 'kotlin',
  md: 'markdown',
};

/** The language a generator would highlight a file as, from its extension (`.py` → `python`). */
export function languageOf(file: string): string {
  const ext = extname(file).slice(1).toLowerCase();
  return LANGUAGES[ext] ?? ext;
}

/** Code as a fenced block, the fence longer than any backtick run inside it, every line at `indent`. */
export function codeFence(code: string, language: string, indent = ''): string[] {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const body = code.replace(/\s+$/, '').split(/\r?\n/);
  return [`${indent}${fence}${language}`, ...body.map((line) => (line ? indent + line : line)), `${indent}${fence}`];
}
