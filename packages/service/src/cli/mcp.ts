import { resolve } from 'node:path';
import { modelFromEnv } from '../assistant/model-from-env';
import { configuredSite } from '../llms/configured-site';
import { llmsSite } from '../llms/llms-txt';
import { loadDocs } from '../llms/load-pages';
import { serveMcpOverStdio } from '../mcp/stdio';
import { readableFolder } from './serve-checks';
import { plural } from '../text/plural';
import { siteUrlFlag } from './site-url';
import { EXIT_FAILURE, UsageError } from './usage-error';
import { noMarkdownMessage } from './no-markdown';

// stdout is the protocol's: every word for a person goes to stderr.
const say = (line: string) => process.stderr.write(`docs-assistant mcp: ${line}\n`);

/**
 * Loads the docs, then serves them on stdin/stdout until the agent closes the connection. Flags as
 * declared in commands/mcp.ts (typed here by shape: that module loads this one).
 */
export async function mcp(parsed: { docs?: string; 'site-url'?: string; title?: string }): Promise<number> {
  const shownDocs = parsed.docs ?? 'docs';
  const docs = resolve(shownDocs);
  readableFolder('docs', docs, shownDocs, 'your markdown docs (e.g. --docs docs)');
  const siteUrl = siteUrlFlag(parsed['site-url']);
  let loaded;
  try {
    loaded = await loadDocs(docs, { warn: say });
  } catch (error) {
    say(`could not read ${docs}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_FAILURE;
  }
  if (loaded.pages.list.length === 0) {
    throw new UsageError(noMarkdownMessage(docs));
  }
  for (const link of loaded.skipped)
    say(`not serving ${link.path} (a link to ${link.target}, outside the docs folder)`);
  const site = llmsSite(loaded.pages, { title: parsed.title, siteUrl, configured: configuredSite(docs) });
  const model = await modelFromEnv();
  say(
    `serving ${plural(loaded.pages.list.length, 'page')} (${plural(loaded.index.sections.length, 'section')}) from ${docs} over stdio; answers ${model ? `from model ${typeof model === 'string' ? model : model.modelId}` : 'quoted from the docs'}`,
  );
  await serveMcpOverStdio(
    { index: loaded.index, pages: loaded.pages, model, siteTitle: site.title, siteUrl },
    (message) => say(`skipped input that is not a JSON-RPC message: ${message.slice(0, 200)}`),
  );
  return 0;
}

/** The command's entry, as commands/index.ts loads it. */
export function run({ values }: { values: Parameters<typeof mcp>[0] }): Promise<number> {
  return mcp(values);
}
