import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startLocalService } from '../../../../test/support/local-service';
import { postJson, readChunks, userMessage } from '../support/helpers';

const ask = (
  url: string,
  key: string,
  body: unknown = { fp: 'anonymous', messages: [userMessage('How do I install it?')] },
) => postJson(`${url}/discovery/v2/assistant/acme/message`, body, key);

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

it('refuses requests past a limit with 429, {error} and Retry-After in seconds', async () => {
  const service = await startLocalService({ rateLimits: { keyPerMonth: 2 } });
  try {
    for (let i = 0; i < 2; i++) {
      const ok = await ask(service.url, service.assistantKey);
      expect(ok.status).toBe(200);
      await ok.text();
    }
    const refused = await ask(service.url, service.assistantKey);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30 * 24 * 3600);
    expect(((await refused.json()) as { error: string }).error).toMatch(/rate limit/i);
  } finally {
    await service.close();
  }
});

it('counts per organisation (domain) per hour and per IP per day too, and opens again when the window passes', async () => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const service = await startLocalService({ rateLimits: { orgPerHour: 1, ipPerDay: 3 }, now: () => now });
  try {
    const message = { fp: 'anonymous', messages: [userMessage('install')] };
    await (await postJson(`${service.url}/discovery/v2/assistant/acme/message`, message, service.assistantKey)).text();
    const sameOrg = await postJson(`${service.url}/discovery/v2/assistant/acme/message`, message, service.assistantKey);
    expect(sameOrg.status).toBe(429);
    expect(Number(sameOrg.headers.get('retry-after'))).toBe(3600);
    const otherOrg = await postJson(
      `${service.url}/discovery/v2/assistant/other/message`,
      message,
      service.assistantKey,
    );
    expect(otherOrg.status).toBe(200);
    await otherOrg.text();

    now += 3600_000;
    const nextHour = await postJson(
      `${service.url}/discovery/v2/assistant/acme/message`,
      message,
      service.assistantKey,
    );
    expect(nextHour.status).toBe(200);
    await nextHour.text();
    // Three allowed per IP per day, all used now.
    const ipLimited = await postJson(
      `${service.url}/discovery/v2/assistant/third/message`,
      message,
      service.assistantKey,
    );
    expect(ipLimited.status).toBe(429);
    expect(Number(ipLimited.headers.get('retry-after'))).toBe(23 * 3600);
  } finally {
    await service.close();
  }
});

it('keeps threads across a restart on the same data dir', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-restart-'));
  dirs.push(dataDir);
  const first = await startLocalService({ dataDir });
  const created = await ask(first.url, first.assistantKey);
  const threadId = created.headers.get('x-thread-id');
  const threadKey = created.headers.get('x-thread-key');
  await created.text();
  await first.close();

  const second = await startLocalService({ dataDir });
  try {
    const continued = await ask(second.url, second.assistantKey, {
      fp: 'anonymous',
      messages: [userMessage('How do I upgrade from version 1?')],
      threadId,
      threadKey,
    });
    expect(continued.status).toBe(200);
    expect(continued.headers.get('x-thread-id')).toBe(threadId);
    const chunks = await readChunks(continued);
    expect(chunks[chunks.length - 1]).toMatchObject({ type: 'finish', threadId });
    const wrongKey = await ask(second.url, second.assistantKey, {
      fp: 'anonymous',
      messages: [userMessage('hi')],
      threadId,
      threadKey: 'tk_guess',
    });
    expect(wrongKey.status).toBe(404);
  } finally {
    await second.close();
  }
});
