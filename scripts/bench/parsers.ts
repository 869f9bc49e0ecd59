// Markdown parsers side by side on the scale bench's pages (`npm run bench:parsers -- --pages 1000`): the same
// folder of real pages (scale-corpus.ts), each file parsed by each parser in turn on one thread, the parser's own
// work only (no cleaning, no sections). micromark as the service used it for every file (remark-parse + GFM +
// directives + front matter), markdown-it alone and with the service's rules and its mdast conversion
// (markdown-it-tree.ts), marked's lexer and md4w (md4c in WebAssembly, its JSON tree); then the service's whole
// split of a page (front matter, generator markup, parse, cleaning, sections) with each of its two parsers.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import MarkdownIt from 'markdown-it';
import { Lexer } from 'marked';
import { init as initMd4w, mdToJSON } from 'md4w';
import { parseWithMarkdownIt } from '../../packages/service/src/retrieval/markdown-it-tree';
import { splitMarkdown } from '../../packages/service/src/retrieval/markdown-sections';
import { parseWithMicromark } from '../../packages/service/src/retrieval/markdown-tree';
import { buildScaleCorpus, DEFAULT_SOURCES } from './scale-corpus';

const { values } = parseArgs({ options: { pages: { type: 'string' }, rounds: { type: 'string' } } });
const pages = Number(values.pages ?? '1000');
const rounds = Number(values.rounds ?? '2');

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out;
}

const root = await mkdtemp(join(tmpdir(), 'docs-assistant-parsers-'));
try {
  await buildScaleCorpus(root, pages, DEFAULT_SOURCES);
  const texts = await Promise.all((await filesUnder(root)).map((file) => readFile(file, 'utf8')));
  const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  await initMd4w('fast');
  const markdownIt = new MarkdownIt({ html: true, linkify: false });
  const candidates: Array<[string, (text: string) => unknown]> = [
    ['micromark (remark-parse + gfm + directive)', (text) => parseWithMicromark(text, false)],
    ['markdown-it', (text) => markdownIt.parse(text, {})],
    ['markdown-it + our rules → mdast', (text) => parseWithMarkdownIt(text)],
    ['marked lexer', (text) => new Lexer({ gfm: true }).lex(text)],
    ['md4w (md4c, WebAssembly) mdToJSON', (text) => mdToJSON(text)],
    ['service split, micromark (as before)', (text) => splitMarkdown('/p', text, { mdx: false, parser: 'micromark' })],
    ['service split, markdown-it (.md path)', (text) => splitMarkdown('/p', text, { mdx: false })],
  ];
  console.log(
    `\nParsers on ${texts.length} pages (${(bytes / 1048576).toFixed(1)} MB), one thread, best of ${rounds}:`,
  );
  const rows: Array<{ name: string; ms: number }> = [];
  for (const [name, parse] of candidates) {
    let best = Infinity;
    for (let round = 0; round < rounds; round++) {
      const start = performance.now();
      for (const text of texts) parse(text);
      best = Math.min(best, performance.now() - start);
    }
    rows.push({ name, ms: best });
  }
  const baseline = rows[0]?.ms ?? 1;
  for (const { name, ms } of rows)
    console.log(
      `  ${name.padEnd(42)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${((bytes / 1048576 / ms) * 1000).toFixed(1).padStart(6)} MB/s  ${(baseline / ms).toFixed(1).padStart(5)}× micromark`,
    );
} finally {
  await rm(root, { recursive: true, force: true });
}
