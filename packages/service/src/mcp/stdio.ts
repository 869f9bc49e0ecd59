import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsMcpServer, type DocsToolsDeps } from './docs-tools';

/**
 * The docs' MCP server on this process's stdin and stdout, for an agent that spawns it. stdout carries the
 * protocol and nothing else; `onError` hears of input that was not protocol. Resolves when the agent closes stdin.
 */
export async function serveMcpOverStdio(
  deps: DocsToolsDeps,
  onError: (message: string) => void = () => undefined,
): Promise<void> {
  const server = createDocsMcpServer(deps);
  // A line that is not JSON-RPC is skipped and the session goes on; whoever runs this hears of it (on stderr).
  server.server.onerror = (error) => onError(error.message);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
