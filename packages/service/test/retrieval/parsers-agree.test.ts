import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../src/retrieval/front-matter';
import { prepareMarkdown } from '../../src/retrieval/generator-markup';
import { expandIncludes } from '../../src/retrieval/includes/expand-includes';
import { parseWithMarkdownIt } from '../../src/retrieval/markdown-it-tree';
import { splitMarkdown } from '../../src/retrieval/markdown-sections';
import { micromarkOnly } from '../../src/retrieval/micromark-only';

/**
 * Plain Markdown is parsed by markdown-it, MDX and what only micromark's extensions read by micromark: a page must
 * split into the same sections, with the same markdown, text and code, whichever of the two read it. Every fixture
 * file, then one page per construct where the two parsers' own output differs and markdown-it-tree.ts makes it agree.
 */
const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
const markdownFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return /\.(md|markdown)$/i.test(name) ? [path] : [];
  });

const bothWays = (source: string) => ({
  micromark: splitMarkdown('/page', source, { parser: 'micromark' }),
  fast: splitMarkdown('/page', source),
});
const readByMarkdownIt = (source: string) => !micromarkOnly(prepareMarkdown(parseFrontMatter(source).body).text);

describe('markdown-it and micromark read a page alike', () => {
  const files = markdownFiles(fixtures);

  it.each(files.map((file) => [file.slice(fixtures.length + 1), file]))('%s', (_name, file) => {
    // As the service reads it: includes are expanded before either parser sees the page (a directive left in
    // would be escaped differently by the two, but no parser ever meets one).
    const roots = { docs: dirname(file), config: dirname(file), site: fixtures };
    const source = expandIncludes(readFileSync(file, 'utf8'), file, roots).text;
    const { micromark, fast } = bothWays(source);
    expect(fast).toEqual(micromark);
  });

  it('reads the plain, VitePress and MkDocs fixtures with markdown-it', () => {
    const plain = files.filter((file) => /generators[/\\](vitepress|mkdocs|myst)|docs-small/.test(file));
    expect(plain.length).toBeGreaterThan(3);
    expect(plain.filter((file) => !readByMarkdownIt(readFileSync(file, 'utf8')))).toEqual([]);
  });

  const pages: Array<[string, string]> = [
    ['a code span across lines', 'Run `npm\nfund` for details, or `` a`b ``.\n'],
    ['reference links', 'See [`Client`][] and [the pool][pool].\n\n[`Client`]: client.md\n[pool]: pool.md "Pool"\n'],
    ['text a directive reads', 'Example:\n//registry.example/:keyfile=/path/key.pem and key:value at 10:30\n'],
    ['a list spread by blank lines', '- one\n  ```sh\n  a\n  ```\n\n- two\n\n  more\n- three <b>x</b>\n'],
    ['a tight list with a raw tag', '* **Type:** `x`\n* **Kind:** <code>y</code>\n* [ ] open task\n* [x] done task\n'],
    [
      'containers, nested',
      '::: details Outer\n:::: tip Inner\nIn.\n::::\n```md\n:::\n```\nStill outer.\n:::\n\nAfter.\n',
    ],
    ['rows wider or narrower than the header', '| a | b |\n|---|---|\n| 1 | 2 | 3 |\n| 4 |\n\n<b>x</b>\n'],
    [
      'extra cells with markup, escapes and references',
      '> | a | b |\n> |:-|-:|\n> | <a id="x">1</a> | 2 | `c\\|d` **e** | [f][] \\| g |\n> | 3 |\n\n[f]: f.md\n',
    ],
    ['autolink literals', 'Visit https://example.com/a, www.example.com, me@example.com, not example.com.\n<i>x</i>\n'],
    ['a footnote', 'Text[^1] and more.\n\n[^1]: The note.\n'],
    ['headings with ids and setext', 'Title\n=====\n\n## Options {#opts}\n\nBody with <kbd>Ctrl</kbd>.\n\n### Sub\n'],
  ];
  it.each(pages)('%s', (_name, source) => {
    const { micromark, fast } = bothWays(source);
    expect(fast).toEqual(micromark);
  });

  it('reads tables whose rows are wider or narrower than their header with markdown-it', () => {
    // micromark read such a page whole at a fifth of markdown-it's speed (fastify's 37 KB Errors.md).
    expect(parseWithMarkdownIt('| a | b |\n|---|---|\n| 1 | 2 | 3 |\n| 4 |\n')).toBeDefined();
    // Near markdown-it's limit on the empty cells it adds, a table is micromark's: markdown-it would end it early.
    const wide = `|${' h |'.repeat(300)}\n|${'---|'.repeat(300)}\n${'| x |\n'.repeat(230)}`;
    expect(parseWithMarkdownIt(wide)).toBeUndefined();
    const { micromark, fast } = bothWays(wide);
    expect(fast).toEqual(micromark);
  });

  it('refuses a page nested a hundred deep rather than reading it for minutes', () => {
    // micromark took 76 s over 2,000 nested containers; markdown-it stops at its nesting limit and says so.
    expect(() => splitMarkdown('/page', ':::note\n'.repeat(2_000))).toThrow(/nested too deeply to parse/);
    expect(() => splitMarkdown('/page', `${'> '.repeat(5_000)}deep\n`)).toThrow(/nested too deeply to parse/);
  });
});
