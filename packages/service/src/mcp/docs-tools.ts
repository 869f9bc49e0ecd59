import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { packageVersion } from '../package-version';
import { registerAsk } from './ask-tool';
import { registerGetPage } from './get-page-tool';
import { registerSearchDocs } from './search-docs-tool';
import { toolContext, type DocsToolsDeps } from './tool-context';

export type { DocsToolsDeps } from './tool-context';

/**
 * An MCP server exposing the docs as three read-only tools. One is made per HTTP request (stateless Streamable
 * HTTP) or once per stdio process; all of them read the index and pages loaded at start.
 */
export function createDocsMcpServer(deps: DocsToolsDeps): McpServer {
  const context = toolContext(deps);
  const { docs } = context;
  const server = new McpServer(
    { name: 'docs-assistant', title: deps.siteTitle, version: packageVersion() },
    {
      instructions:
        `Tools for ${docs}. Use search_docs to find where something is documented, ` +
        'get_page to read a page whole, and ask for a short answer with sources. Everything comes from the docs; ' +
        'when they do not cover something the tools say so instead of guessing.',
    },
  );
  registerSearchDocs(server, context);
  registerGetPage(server, context);
  registerAsk(server, context);
  return server;
}
