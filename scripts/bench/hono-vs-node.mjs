// The service's HTTP shape on node:http (as src/service does it) and on Hono + @hono/node-server, side by side:
// a JSON route (`/healthz`) and the assistant route's shape — CORS, a 1 MB-capped JSON body, then a UI-message-style
// event stream of 100 small chunks. Both in this process, measured one after the other, same client.
// Hono is not a dependency; to run this: npm install --prefix /tmp/hono-probe hono@4 @hono/node-server@2, copy this
// file there, and run it with Node 22 (`node hono-vs-node.mjs 3`). Plain JavaScript so the repo's typecheck, which has
// no Hono types, leaves it alone.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';

const CHUNKS = 100;
const chunk = (i) => `data: {"type":"text-delta","id":"t","delta":"word ${i} "}\n\n`;

async function readJson(req, max = 1024 * 1024) {
  const parts = [];
  let size = 0;
  for await (const part of req) {
    size += part.length;
    if (size > max) throw new Error('too large');
    parts.push(part);
  }
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

function nodeServer() {
  return createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Expose-Headers', 'X-Thread-Id, X-Thread-Key, Retry-After');
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === '/healthz') {
      const text = JSON.stringify({ ok: true, pages: 6, sections: 16, model: false });
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      return res.end(text);
    }
    const match = /^\/discovery\/v2\/assistant\/([^/]+)\/message\/?$/.exec(path);
    if (match && req.method === 'POST') {
      await readJson(req);
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'x-vercel-ai-ui-message-stream': 'v1',
        'x-thread-id': 'th_1',
      });
      for (let i = 0; i < CHUNKS; i++) res.write(chunk(i));
      return res.end('data: [DONE]\n\n');
    }
    res.writeHead(404).end();
  });
}

function honoApp() {
  const app = new Hono();
  app.use(
    '*',
    cors({ origin: (origin) => origin || '*', exposeHeaders: ['X-Thread-Id', 'X-Thread-Key', 'Retry-After'] }),
  );
  app.get('/healthz', (c) => c.json({ ok: true, pages: 6, sections: 16, model: false }));
  app.post('/discovery/v2/assistant/:domain/message', bodyLimit({ maxSize: 1024 * 1024 }), async (c) => {
    await c.req.json();
    const stream = new ReadableStream({
      start(controller) {
        const encoder = new TextEncoder();
        for (let i = 0; i < CHUNKS; i++) controller.enqueue(encoder.encode(chunk(i)));
        controller.enqueue(encoder.encode('data: [DONE]\n\n'));
        controller.close();
      },
    });
    return new Response(stream, {
      headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1', 'x-thread-id': 'th_1' },
    });
  });
  return app;
}

const body = JSON.stringify({
  fp: 'anonymous',
  messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How do I install it? '.repeat(20) }] }],
});

async function measure(base) {
  const time = async (run) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  const get = () => fetch(`${base}/healthz`).then((r) => r.text());
  const post = () =>
    fetch(`${base}/discovery/v2/assistant/acme/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://docs.test' },
      body,
    }).then((r) => r.text());
  for (let i = 0; i < 200; i++) await post(); // warm up
  const json = [];
  for (let i = 0; i < 2000; i++) json.push(await time(get));
  const streams = [];
  for (let i = 0; i < 1000; i++) streams.push(await time(post));
  const concurrent = await time(() => Promise.all(Array.from({ length: 200 }, post)));
  const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.floor((p / 100) * list.length)].toFixed(3);
  return `/healthz p50 ${pct(json, 50)} ms p95 ${pct(json, 95)} ms; stream p50 ${pct(streams, 50)} ms p95 ${pct(streams, 95)} ms; 200 concurrent streams ${concurrent.toFixed(0)} ms`;
}

async function listen(server) {
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${server.address().port}`;
}

const rounds = Number(process.argv[2] ?? 3);
for (let round = 1; round <= rounds; round++) {
  const node = nodeServer();
  console.log(`round ${round} node:http  ${await measure(await listen(node))}`);
  node.close();
  const hono = serve({ fetch: honoApp().fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => hono.once('listening', ready));
  console.log(`round ${round} hono       ${await measure(`http://127.0.0.1:${hono.address().port}`)}`);
  hono.close();
}
process.exit(0);
