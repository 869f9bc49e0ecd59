import { realpathSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { configuredSite } from '../llms/configured-site';
import { llmsSite } from '../llms/llms-txt';
import { loadDocs } from '../llms/load-pages';
import { writeLlmsFiles } from '../llms/write-llms';
import { plural } from '../text/plural';
import { readableFolder } from './serve-checks';
import { siteUrlFlag } from './site-url';
import { EXIT_FAILURE, UsageError } from './usage-error';
import { noMarkdownMessage } from './no-markdown';

const fail = (message: string) => {
  console.error(`docs-assistant build-llms: ${message}`);
  return EXIT_FAILURE;
};

/**
 * Checks the flags and folders, then writes the files; a usage mistake is thrown before anything is read. Flags as
 * declared in commands/build-llms.ts (typed here by shape: that module loads this one).
 */
export async function buildLlms(parsed: {
  docs?: string;
  out?: string;
  'site-url'?: string;
  title?: string;
}): Promise<number> {
  if (!parsed.out) throw new UsageError('--out <dir> is needed: the folder to write llms.txt and the .md pages to.');
  const shownDocs = parsed.docs ?? 'docs';
  const docs = resolve(shownDocs);
  readableFolder('docs', docs, shownDocs, 'your markdown docs (e.g. --docs docs)');
  const siteUrl = siteUrlFlag(parsed['site-url']);
  const out = resolve(parsed.out);
  refuseOutInsideDocs(docs, out, parsed.out);
  const warn = (line: string) => console.error(`docs-assistant build-llms: ${line}`);
  const loaded = await loadDocs(docs, { warn }).catch((error: unknown) => error as Error);
  if (loaded instanceof Error) return fail(`could not read ${docs}: ${loaded.message}`);
  if (loaded.pages.list.length === 0) {
    throw new UsageError(noMarkdownMessage(docs));
  }
  for (const link of loaded.skipped) {
    console.error(
      `docs-assistant build-llms: not including ${link.path} (a link to ${link.target}, outside the docs folder)`,
    );
  }
  const site = llmsSite(loaded.pages, { title: parsed.title, siteUrl, configured: configuredSite(docs) });
  try {
    const written = await writeLlmsFiles(loaded.pages, site, out);
    console.log(
      `docs-assistant: wrote llms.txt, llms-full.txt and ${plural(loaded.pages.list.length, 'page')} as .md to ${out} (${plural(Math.ceil(written.bytes / 1024), 'KB', 'KB')})`,
    );
    return 0;
  } catch (error) {
    return fail(`could not write to ${out}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Writing into the docs folder would overwrite sources with their front-matter-less copies (`--out docs`) or add
 * pages the next index reads twice: refused, before anything is written.
 */
function refuseOutInsideDocs(docs: string, out: string, shown: string): void {
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return path;
    }
  };
  const docsReal = real(docs);
  const outReal = real(out);
  if (outReal === docsReal || (outReal.startsWith(docsReal + sep) && !relative(docsReal, outReal).startsWith('..'))) {
    throw new UsageError(
      `--out ${shown} is inside the docs folder: the .md pages would overwrite or duplicate your sources. Write to the built site's folder (e.g. --out dist).`,
    );
  }
}

/** The command's entry, as commands/index.ts loads it. */
export function run({ values }: { values: Parameters<typeof buildLlms>[0] }): Promise<number> {
  return buildLlms(values);
}
