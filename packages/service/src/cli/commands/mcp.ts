import { defineCommand } from '../define-command';

const options = {
  docs: { type: 'string', short: 'd', value: '<folder>', help: 'markdown docs to serve (default ./docs)' },
  'site-url': {
    type: 'string',
    value: '<url>',
    help: "the docs site's URL, so results link to it (default: paths such as /guides/install)",
  },
  title: {
    type: 'string',
    value: '<name>',
    help: "the docs' name in the tools' descriptions (default: the site config's name, or the root page's title)",
  },
} as const;

/** `docs-assistant mcp`. The work is in ../mcp.ts. */
export const mcpCommand = defineCommand({
  name: 'mcp',
  summary: 'serve the docs to a coding agent over MCP (stdio)',
  usage: ['mcp --docs <folder> [--site-url <url>]'],
  description: `Serves a folder of markdown docs to a coding agent over MCP on stdin/stdout (the agent starts this
command). Tools: search_docs, get_page, ask. stdout carries only the protocol; messages go to stderr.`,
  options,
  footer: `Answers from \`ask\` quote the docs; with DOCS_ASSISTANT_MODEL set (see docs-assistant serve --help) a language
model writes them from the same passages.

Exit codes: 0 when the agent closes the connection, 1 could not read the docs, 2 usage.`,
});
