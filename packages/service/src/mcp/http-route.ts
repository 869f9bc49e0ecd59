import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { readJsonBody, RequestBodyError } from '../http/read-body';
import { HttpError, sendJson } from '../http/respond';
import { createDocsMcpServer, type DocsToolsDeps } from './docs-tools';

export interface McpRouteDeps {
  tools: () => Promise<DocsToolsDeps>;
  /** Checks the key (throws 401/403 as HttpError) and returns it; undefined when the docs are public. */
  authorise: (req: IncomingMessage) => string | undefined;
  /** Counts the request against the rate limits (throws 429 as HttpError). */
  limit: (req: IncomingMessage, key: string | undefined) => void;
  maxBodyBytes?: number;
}

// JSON-RPC's own codes for a body that is not JSON and for one that is no request; -32000 for the rest.
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const SERVER_ERROR = -32000;

/**
 * `/mcp`: MCP over Streamable HTTP, stateless. Each POST gets its own server and transport, answered as JSON and
 * forgotten: no session is kept, so a flood of `initialize` calls leaves nothing behind, and a client's session id
 * is not needed. GET (a server-to-client stream) and DELETE (ending a session) have nothing to do here: 405.
 * Every refusal is a JSON-RPC error whose message says why, with the HTTP status the rest of the service uses.
 */
export async function handleMcpRequest(deps: McpRouteDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body: unknown;
  try {
    if (req.method !== 'POST') {
      throw new HttpError(
        405,
        `Method ${req.method} is not allowed on /mcp: this server is stateless, send each JSON-RPC message with POST.`,
        { Allow: 'POST' },
      );
    }
    deps.limit(req, deps.authorise(req));
    body = await readJsonBody(req, deps.maxBodyBytes);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    sendRpcError(res, error, rpcCode(error), rpcMessage(error));
    return;
  }
  const tools = await deps.tools();
  const server = createDocsMcpServer(tools);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}

/** JSON-RPC's code for a refusal: the body's own problem when it has one, else a server error. */
function rpcCode(error: HttpError): number {
  if (!(error instanceof RequestBodyError)) return SERVER_ERROR;
  if (error.problem === 'empty' || error.problem === 'not-json') return PARSE_ERROR;
  return error.problem === 'not-an-object' ? INVALID_REQUEST : SERVER_ERROR;
}

/** The refusal's message, said in MCP's terms where the route's own would mislead an agent's author. */
function rpcMessage(error: HttpError): string {
  if (error instanceof RequestBodyError && error.problem === 'not-an-object')
    return 'Request body must be one JSON-RPC message (an object); batches are not accepted.';
  if (error.status === 401 || error.status === 403)
    return `${error.message} /mcp takes the assistant key (mint_dsc_…) as "Authorization: Bearer <key>" — the key docs-assistant serve printed — unless the service runs with --public-mcp.`;
  return error.message;
}

function sendRpcError(res: ServerResponse, error: HttpError, code: number, message: string): void {
  sendJson(res, error.status, { jsonrpc: '2.0', error: { code, message }, id: null }, error.headers);
}
