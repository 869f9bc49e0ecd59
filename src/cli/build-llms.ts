import { realpathSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { llmsSite } from '../service/llms/llms-txt';
import { loadDocs } from '../service/llms/load-pages';
import { writeLlmsFiles } from '../service/llms/write-llms';
import { existingFolder } from './serve-checks';
import { siteUrlFlag } from './site-url';
import { describeParseError, EXIT_FAILURE, EXIT_USAGE, UsageError } from './usage-error';

const help = `Usage:
  docs-assistant build-llms --docs <folder> --out <dir> [options]

Writes llms.txt, llms-full.txt and every page's Markdown (<page>.md, front matter left out) for a static docs site
to publish: the same files docs-assistant serve answers at /llms.txt, /llms-full.txt and /<page>.md.

  --docs <folder>     markdown docs (default ./docs)
  --out <dir>         where to write, usually the built site's folder (not inside --docs)
  --site-url <url>    the site's URL, so llms.txt links are absolute (default: root-relative links)
  --title <name>      the H1 of llms.txt (default: the root page's title)

Exit codes: 0 written, 1 could not read or write, 2 usage.`;

const options = {
  docs: { type: 'string' },
  out: { type: 'string' },
  'site-url': { type: 'string' },
  title: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const fail = (message: string, code: number) => {
  console.error(`docs-assistant build-llms: ${message}`);
  return code;
};

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: false, strict: true }).values;
  } catch (error) {
    return fail(`${describeParseError(error)}. Run "docs-assistant build-llms --help" for the options.`, EXIT_USAGE);
  }
  if (parsed.help) {
    console.log(help);
    return 0;
  }
  const shownDocs = parsed.docs ?? 'docs';
  const docs = resolve(shownDocs);
  let siteUrl: string | undefined;
  try {
    if (!parsed.out) throw new UsageError('--out <dir> is needed: the folder to write llms.txt and the .md pages to.');
    existingFolder('docs', docs, shownDocs, 'your markdown docs (e.g. --docs docs)');
    siteUrl = siteUrlFlag(parsed['site-url']);
    refuseOutInsideDocs(docs, resolve(parsed.out), parsed.out);
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message, EXIT_USAGE);
    throw error;
  }
  const out = resolve(parsed.out);
  try {
    const loaded = await loadDocs(docs);
    if (loaded.pages.list.length === 0) {
      return fail(
        `no markdown files (.md, .mdx, .markdown) in ${docs}. Pass --docs <the folder that holds your docs>.`,
        EXIT_USAGE,
      );
    }
    for (const link of loaded.skipped)
      console.error(
        `docs-assistant build-llms: not including ${link.path} (a link to ${link.target}, outside the docs folder)`,
      );
    const site = llmsSite(loaded.pages, { title: parsed.title, siteUrl });
    const written = await writeLlmsFiles(loaded.pages, site, out);
    const pages = loaded.pages.list.length;
    console.log(
      `docs-assistant: wrote llms.txt, llms-full.txt and ${pages} page${pages === 1 ? '' : 's'} as .md to ${out} (${Math.ceil(written.bytes / 1024)} KB)`,
    );
    return 0;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), EXIT_FAILURE);
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
