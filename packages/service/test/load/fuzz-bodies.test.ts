// 10,000 hostile request bodies against the assistant route: random JSON shapes, wrong types, huge strings, deep
// nesting, invalid UTF-8 and non-JSON. Each must get a 4xx with a JSON `{error}` (never a 5xx, never a hang or a
// crash), and the service must still answer a valid question afterwards.
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { seededRandom } from '../../../../test/support/seeded-random';
import { rawPost } from '../support/raw-post';
import { fuzzBody } from './fuzz-bodies';

const BODIES = 10_000;
/** In flight at once: enough to exercise concurrency, few enough not to starve the other suites on two cores. */
const PARALLEL = 16;
const NO_LIMITS = { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 };

let service: StartedLocalService;
const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });

beforeAll(async () => {
  service = await startLocalService({ rateLimits: NO_LIMITS });
});

afterAll(async () => {
  agent.destroy();
  await service?.close();
});

function post(body: Buffer | string, contentType = 'application/json') {
  return rawPost(`${service.url}/discovery/v2/assistant/fuzz/message`, body, {
    key: service.assistantKey,
    agent,
    contentType,
  });
}

describe('fuzzed request bodies', () => {
  it(`answers ${BODIES} malformed bodies with 4xx and keeps serving`, async () => {
    const random = seededRandom(0xd0c5);
    const statuses = new Map<number, number>();
    const byKind = new Map<string, number>();
    const bad: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < BODIES) {
        next++;
        const { kind, body } = fuzzBody(random);
        byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
        const { status, text } = await post(body);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        let error: unknown;
        try {
          error = (JSON.parse(text) as { error?: unknown }).error;
        } catch {
          error = undefined;
        }
        if (status < 400 || status >= 500 || typeof error !== 'string') {
          if (bad.length < 5)
            bad.push(`${kind} → ${status} ${text.slice(0, 120)} (body ${String(body).slice(0, 120)})`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(bad).toEqual([]);

    // Still serving: a valid question streams an answer.
    const ok = await post(
      JSON.stringify({
        fp: 'anonymous',
        messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How do I install it?' }] }],
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('"type":"text-delta"');
    expect(ok.text.trimEnd().endsWith('data: [DONE]')).toBe(true);

    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(BODIES);
    console.log(
      `[fuzz] bodies=${BODIES} statuses=${JSON.stringify(Object.fromEntries([...statuses].sort()))} ` +
        `kinds=${JSON.stringify(Object.fromEntries([...byKind].sort()))} validAfter=${ok.status}`,
    );
  }, 240_000);
});
