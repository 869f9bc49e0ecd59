import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { markdownPath, type DocsPages } from './docs-pages';
import { llmsFullTxt, llmsTxt, type LlmsSite } from './llms-txt';

export interface WrittenLlms {
  files: number;
  bytes: number;
}

/**
 * The files the service serves, for a static site: `llms.txt`, `llms-full.txt` (streamed to disk a page at a
 * time) and each page's Markdown at its path with `.md`, byte for byte what `GET` answers.
 */
export async function writeLlmsFiles(pages: DocsPages, site: LlmsSite, outDir: string): Promise<WrittenLlms> {
  const out = resolve(outDir);
  await mkdir(out, { recursive: true });
  let bytes = 0;
  const list = llmsTxt(pages, site);
  await writeFile(join(out, 'llms.txt'), list);
  bytes += Buffer.byteLength(list);
  const full = createWriteStream(join(out, 'llms-full.txt'));
  await pipeline(Readable.from(llmsFullTxt(pages, site)), full);
  bytes += full.bytesWritten;
  let files = 2;
  for (const page of pages.list) {
    const file = resolve(out, `.${markdownPath(page.path)}`);
    // Page paths come from file names under the docs folder; still, nothing is written outside the folder asked for.
    if (relative(out, file).startsWith('..') || !file.startsWith(out + sep)) continue;
    const markdown = page.markdown;
    if (markdown === undefined) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, markdown);
    bytes += Buffer.byteLength(markdown);
    files++;
  }
  return { files, bytes };
}
