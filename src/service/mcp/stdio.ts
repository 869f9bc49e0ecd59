import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsMcpServer, type DocsToolsDeps } from './docs-tools';

/**
 * The docs' MCP server on this process's stdin and stdout, for an agent that spawns it. stdout carries the
 * protocol and nothing else; whoever calls this logs to stderr. Resolves when the agent closes stdin.
 */
export async function serveMcpOverStdio(deps: DocsToolsDeps): Promise<void> {
  const server = createDocsMcpServer(deps);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
