import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { modelFromEnv } from '../service/assistant/model-from-env';
import { llmsSite } from '../service/llms/llms-txt';
import { loadDocs } from '../service/llms/load-pages';
import { serveMcpOverStdio } from '../service/mcp/stdio';
import { existingFolder } from './serve-checks';
import { describeParseError, EXIT_FAILURE, EXIT_USAGE, UsageError } from './usage-error';
import { siteUrlFlag } from './site-url';

const help = `Usage:
  docs-assistant mcp --docs <folder> [options]

Serves a folder of markdown docs to a coding agent over MCP on stdin/stdout (the agent starts this command).
Tools: search_docs, get_page, ask. stdout carries only the protocol; messages go to stderr.

  --docs <folder>     markdown docs to serve (default ./docs)
  --site-url <url>    the docs site's URL, so results link to it (default: paths such as /guides/install)
  --title <name>      what the docs are called in the tools' descriptions (default: the root page's title)

Answers from \`ask\` quote the docs; with DOCS_ASSISTANT_MODEL set (see docs-assistant serve --help) a language
model writes them from the same passages.

Exit codes: 0 when the agent closes the connection, 1 could not read the docs, 2 usage.`;

const options = {
  docs: { type: 'string' },
  'site-url': { type: 'string' },
  title: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

// stdout is the protocol's: every word for a person goes to stderr.
const say = (line: string) => process.stderr.write(`docs-assistant mcp: ${line}\n`);

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: false, strict: true }).values;
  } catch (error) {
    say(`${describeParseError(error)}. Run "docs-assistant mcp --help" for the options.`);
    return EXIT_USAGE;
  }
  if (parsed.help) {
    // Asked for by a person at a terminal, not an agent: stdout, like every command's help.
    console.log(help);
    return 0;
  }
  const shownDocs = parsed.docs ?? 'docs';
  const docs = resolve(shownDocs);
  let siteUrl: string | undefined;
  try {
    existingFolder('docs', docs, shownDocs, 'your markdown docs (e.g. --docs docs)');
    siteUrl = siteUrlFlag(parsed['site-url']);
  } catch (error) {
    if (error instanceof UsageError) {
      say(error.message);
      return EXIT_USAGE;
    }
    throw error;
  }
  let loaded;
  try {
    loaded = await loadDocs(docs);
  } catch (error) {
    say(`could not read ${docs}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_FAILURE;
  }
  if (loaded.pages.list.length === 0) {
    say(`no markdown files (.md, .mdx, .markdown) in ${docs}. Pass --docs <the folder that holds your docs>.`);
    return EXIT_USAGE;
  }
  for (const link of loaded.skipped)
    say(`not serving ${link.path} (a link to ${link.target}, outside the docs folder)`);
  const site = llmsSite(loaded.pages, { title: parsed.title, siteUrl });
  const model = await modelFromEnv();
  const pageCount = loaded.pages.list.length;
  say(
    `serving ${pageCount} page${pageCount === 1 ? '' : 's'} (${loaded.index.sections.length} sections) from ${docs} over stdio; answers ${model ? `from model ${typeof model === 'string' ? model : model.modelId}` : 'quoted from the docs'}`,
  );
  await serveMcpOverStdio({ index: loaded.index, pages: loaded.pages, model, siteTitle: site.title, siteUrl });
  return 0;
}
