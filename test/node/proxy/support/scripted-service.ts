import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A fake agent service on 127.0.0.1: each route answers from a queue of replies (the last one repeats), so a test
 * reads like the service's side of the conversation: `{ 'GET /v2/agent/p/job/j1': [429, 500, 200] }`.
 */
export async function startScriptedService(routes: Record<string, ScriptedReply[]>) {
  const requests: RecordedRequest[] = [];
  const counts = new Map<string, number>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      body: raw ? JSON.parse(raw) : undefined,
    };
    requests.push(recorded);
    const key = `${req.method} ${path}`;
    const queue = routes[key];
    if (!queue) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `no route ${key}` }));
      return;
    }
    const n = counts.get(key) ?? 0;
    counts.set(key, n + 1);
    const reply = queue[Math.min(n, queue.length - 1)]!;
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function job(id: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    status,
    source: { repository: 'https://github.com/acme/docs', ref: null },
    model: 'agent-1',
    prLink: status === 'completed' ? `https://github.com/acme/docs/pull/${id}` : null,
    createdAt: '2026-11-01T10:00:00.000Z',
    archivedAt: null,
    ...extra,
  };
}
