// The proxy behind real infrastructure: forwarding headers count only through as many proxies as the host trusts,
// and several instances share one rate-limit count through a store — in-memory by default, Redis through
// rate-limiter-flexible here, against a real redis-server this test starts (skipped, saying why, when it is absent).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, rememberClientIp } from '../../../src/proxy/client-ip';
import { createAssistantProxy, rateLimitStoreFrom, type AssistantProxyOptions } from '../../../src/proxy';
import { serveHandler } from './support/serve-handler';
import { startGatedStream } from './support/sse-upstream';

const KEY = 'mint_dsc_proxy_scale';
const question = {
  fp: 'anonymous',
  messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How do I set the port?' }] }],
};
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanups.splice(0).reverse()) await close();
});

async function proxyUrl(options: Partial<AssistantProxyOptions>): Promise<string> {
  const upstream = await startGatedStream();
  upstream.release();
  cleanups.push(upstream.close);
  return serveHandler(
    createAssistantProxy({ apiKey: KEY, domain: 'acme', baseUrl: upstream.url, ...options }),
    cleanups,
  );
}

const post = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(question),
  });
  await response.text();
  return response.status;
};

describe('client address', () => {
  const request = (forwarded?: string, socket?: string) => {
    const r = new Request('http://proxy.test/api', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
    rememberClientIp(r, socket);
    return r;
  };

  it('ignores forwarding headers unless told how many proxies to trust', () => {
    expect(clientIp(request('1.1.1.1', '203.0.113.9'))).toBe('203.0.113.9');
    // A runtime with no socket address and no trusted proxy: unknown, so no per-IP limit rather than a forged one.
    expect(clientIp(request('1.1.1.1'))).toBeUndefined();
  });

  it('takes the address the last trusted proxy saw; entries a client wrote further left do not count', () => {
    // client 198.51.100.7 → load balancer 10.0.0.2 (appends what it saw) → us
    expect(clientIp(request('6.6.6.6, 198.51.100.7', '10.0.0.2'), 1)).toBe('198.51.100.7');
    // client → CDN (appends) → load balancer 10.0.0.2 (appends the CDN's address) → us
    expect(clientIp(request('6.6.6.6, 198.51.100.7, 172.16.0.5', '10.0.0.2'), 2)).toBe('198.51.100.7');
    // Edge runtimes: the platform's edge is the one trusted hop and its entry is the last.
    expect(clientIp(request('6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
    // Fewer hops than trusted: the leftmost is the best there is.
    expect(clientIp(request(undefined, '10.0.0.2'), 3)).toBe('10.0.0.2');
  });

  it('through toNodeHandler with the default, a forged X-Forwarded-For does not buy a fresh allowance', async () => {
    const url = await proxyUrl({ rateLimit: { limit: 2, windowMs: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(await post(url, { 'x-forwarded-for': `6.6.6.${i}`, 'x-real-ip': `7.7.7.${i}` }));
    expect(statuses).toEqual([200, 200, 429]);
  });
});

const REDIS = '/usr/bin/redis-server';
const hasRedis = existsSync(REDIS);
describe.skipIf(!hasRedis)(
  hasRedis
    ? 'a shared store: two proxy instances, one Redis'
    : `a shared store — skipped: ${REDIS} is not installed (apt-get install redis-server; .ci/run installs it)`,
  () => {
    let redisProcess: ChildProcess;
    let redis: Redis;

    beforeAll(async () => {
      const port = await freePort();
      redisProcess = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // Connect once the server says so, not on a timer.
      await new Promise<void>((ready, failed) => {
        let out = '';
        redisProcess.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Ready to accept connections')) ready();
        });
        redisProcess.on('exit', (code) => failed(new Error(`redis-server exited with ${code}: ${out}`)));
      });
      redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true });
      await redis.connect();
      await redis.ping();
    });
    afterAll(async () => {
      redis?.disconnect();
      redisProcess?.kill();
    });

    it('counts requests to either instance against one limit', async () => {
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `docs-assistant-test-${Date.now()}`,
        points: 3,
        duration: 60,
      });
      const store = rateLimitStoreFrom(limiter);
      const first = await proxyUrl({ rateLimit: { store } });
      const second = await proxyUrl({ rateLimit: { store } });
      const statuses = [
        await post(first),
        await post(second),
        await post(first),
        await post(second),
        await post(first),
      ];
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  },
);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
