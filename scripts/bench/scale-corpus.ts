// A docs folder of N real pages for the scale bench: the committed eval corpora (npm, pino) and fastify's docs
// (installed with the devDependency) — or any folder given — copied into numbered folders until N pages exist. Each
// copy gets one line of its own, so no two files are byte-identical and nothing keyed by content (a parse cache) can
// serve a copy from another copy's work: 10,000 pages cost what 10,000 different pages would.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';

const MARKDOWN = /\.(md|mdx|markdown)$/i;

async function markdownFiles(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await markdownFiles(root, full)));
    else if (MARKDOWN.test(entry.name)) out.push(full);
  }
  return out.sort();
}

export const DEFAULT_SOURCES = ['eval/corpora/npm-12.2.0', 'eval/corpora/pino-10.4.0', 'node_modules/fastify/docs'];

/** Writes `pages` markdown files under `target` from the sources' pages, in numbered copies. */
export async function buildScaleCorpus(
  target: string,
  pages: number,
  sources: string[],
): Promise<{ bytes: number; first: string }> {
  const files: Array<{ label: string; name: string; text: string }> = [];
  for (const [index, root] of sources.entries()) {
    for (const source of await markdownFiles(root)) {
      const label = `${index}-${basename(root)}`;
      files.push({ label, name: relative(root, source), text: await readFile(source, 'utf8') });
    }
  }
  if (files.length === 0) throw new Error(`no markdown under ${sources.join(', ')}`);
  let bytes = 0;
  let first = '';
  for (let i = 0; i < pages; i++) {
    const file = files[i % files.length]!;
    const copy = Math.floor(i / files.length);
    const out = join(target, `copy-${String(copy).padStart(4, '0')}`, file.label, file.name);
    await mkdir(join(out, '..'), { recursive: true });
    const text = `${file.text}\n\nThis is copy ${copy} of this page, made for the scale bench.\n`;
    bytes += Buffer.byteLength(text);
    await writeFile(out, text);
    first ||= out;
  }
  return { bytes, first };
}
