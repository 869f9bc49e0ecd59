// Assistant endpoints that fail the way real networks and servers do, for the widget server (test/browser/support).
import type { ServerResponse } from 'node:http';
import type { AssistantHandler } from '../support/widget-server';

const STREAM_HEADERS = { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' };
const event = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first part of an answer: the reader sees `text` before whatever goes wrong next. */
function startAnswer(response: ServerResponse, text: string) {
  response.writeHead(200, STREAM_HEADERS);
  response.write(event({ type: 'start' }));
  response.write(event({ type: 'text-start', id: 't1' }));
  response.write(event({ type: 'text-delta', id: 't1', delta: text }));
}

export interface Fault {
  name: string;
  handler: AssistantHandler;
  /** `data-kind` of the alert the reader must see. */
  kind: string;
  /** Seconds of `Retry-After` the reader sees counted down before "Try again" is enabled. */
  wait?: number;
  /** Text the reader saw before the failure, which must stay, marked interrupted; undefined when none arrived. */
  partial?: string;
}

export const PARTIAL = 'Partial answer before the fault';

export const faults: Fault[] = [
  {
    name: 'connection dropped mid-stream',
    kind: 'network',
    partial: PARTIAL,
    handler: async (_req, res) => {
      startAnswer(res, PARTIAL);
      await wait(150);
      res.socket?.destroy();
    },
  },
  {
    name: 'stream stalls (no bytes, connection kept open)',
    kind: 'interrupted',
    partial: PARTIAL,
    handler: (_req, res) => startAnswer(res, PARTIAL),
  },
  {
    name: 'stream closed cleanly before finish',
    kind: 'interrupted',
    partial: PARTIAL,
    handler: async (_req, res) => {
      startAnswer(res, PARTIAL);
      await wait(100);
      res.end();
    },
  },
  {
    name: 'HTML page instead of a stream',
    kind: 'invalid-response',
    handler: (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>Welcome to nginx!</h1>');
    },
  },
  {
    name: 'garbage in an event stream',
    kind: 'invalid-response',
    handler: (_req, res) => {
      res
        .writeHead(200, STREAM_HEADERS)
        .end('data: {"type":"start"}\n\ndata: {not json at all\n\ndata: \u0000\u00ff\n\n');
    },
  },
  {
    name: 'unknown chunk types in an event stream',
    kind: 'invalid-response',
    handler: (_req, res) => {
      res
        .writeHead(200, STREAM_HEADERS)
        .end(event({ type: 'start' }) + event({ type: 'not-a-chunk', x: 1 }) + 'data: [DONE]\n\n');
    },
  },
  ...// 401 and 403 offer no retry (the site owner must fix the key): test/browser/faults/error-states.test.ts.
  (
    [
      [404, 'not-found'],
      [429, 'rate-limited'],
      [500, 'server'],
      [502, 'server'],
      [503, 'server'],
    ] as const
  ).map(([status, kind]): Fault => ({
    name: `HTTP ${status}`,
    kind,
    ...(status === 429 ? { wait: 2 } : {}),
    handler: (_req, res) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      // Short: the reader waits it out before "Try again" works (503's is not counted down).
      if (status === 429 || status === 503) headers['retry-after'] = '2';
      res.writeHead(status, headers).end(JSON.stringify({ error: `Injected ${status}` }));
    },
  })),
  {
    name: 'HTTP 500 with an HTML error page',
    kind: 'server',
    handler: (_req, res) => {
      res
        .writeHead(500, { 'content-type': 'text/html' })
        .end('<html><body><h1>500 Internal Server Error</h1></body></html>');
    },
  },
];
