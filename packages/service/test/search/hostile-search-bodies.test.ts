// 1,000 hostile bodies against the search and page routes: wrong types, odd and huge strings, many and long words,
// deep nesting, numbers at the edges. Each must get 200 with the route's JSON or a 4xx with `{error}` — never a 5xx,
// a hang or a crash — and the service must still answer a real search afterwards.
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { seededRandom } from '../../../../test/support/seeded-random';
import { rawPost } from '../support/raw-post';

const BODIES = 1_000;
const PARALLEL = 4;
const NO_LIMITS = { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 };

type Random = () => number;
const int = (r: Random, max: number) => Math.floor(r() * max);
const pick = <T>(r: Random, items: readonly T[]): T => items[int(r, items.length)]!;
const ODD = ['', ' ', '\u0000', '\ud800', '\udfff', '👩‍👩‍👧‍👦', 'e\u0301\u0301', '<mark>', '\u2028', '#', '%', '../..'];

function text(r: Random): string {
  switch (int(r, 6)) {
    case 0:
      return pick(r, ODD);
    case 1:
      // One word up to 100,000 letters long.
      return 'w'.repeat(int(r, 100_000));
    case 2:
      // Up to 3,000 different words.
      return Array.from({ length: int(r, 3000) }, (_, i) => `w${i.toString(36)}${int(r, 1000)}`).join(' ');
    case 3:
      return pick(r, ['token', 'install', 'refreshInt', 'docker ngi', 'how do I', 'a b c d e f g']);
    default:
      return Array.from({ length: int(r, 40) }, () => String.fromCharCode(int(r, r() < 0.8 ? 128 : 0x10000))).join('');
  }
}

function value(r: Random, depth = 0): unknown {
  switch (int(r, depth > 2 ? 5 : 7)) {
    case 0:
      return null;
    case 1:
      return pick(r, [true, false, 0, -1, 1.5, 50, 51, 1e308, -0, 2 ** 53 + 1]);
    case 2:
    case 3:
    case 4:
      return text(r);
    case 5:
      return Array.from({ length: int(r, 4) }, () => value(r, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: int(r, 4) }, () => [text(r).slice(0, 20), value(r, depth + 1)]));
  }
}

function body(r: Random): { route: 'search' | 'page'; body: string } {
  const route = r() < 0.7 ? 'search' : 'page';
  const roll = int(r, 10);
  if (roll === 0) return { route, body: pick(r, ['', 'null', '[]', '"query"', '{"query": ', '{'.repeat(5000)]) };
  if (roll === 1) return { route, body: `{"query":${'['.repeat(3000)}${']'.repeat(3000)}}` };
  const fields =
    route === 'search'
      ? {
          query: r() < 0.8 ? text(r) : value(r),
          pageSize: r() < 0.5 ? value(r) : undefined,
          filter: r() < 0.5 ? value(r) : undefined,
        }
      : { path: r() < 0.8 ? text(r) : value(r), groups: r() < 0.5 ? value(r) : undefined };
  return { route, body: JSON.stringify(fields) };
}

let service: StartedLocalService;
const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });
beforeAll(async () => {
  service = await startLocalService({ rateLimits: NO_LIMITS });
});
afterAll(async () => {
  agent.destroy();
  await service?.close();
});

function post(route: string, payload: string) {
  return rawPost(`${service.url}/discovery/v1/${route}/fuzz`, payload, { key: service.assistantKey, agent });
}

describe('hostile search and page bodies', () => {
  it(`answers ${BODIES} bodies with the route's JSON or a 4xx {error}, and keeps serving`, async () => {
    const random = seededRandom(0x5ea2c4);
    const statuses = new Map<number, number>();
    const bad: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < BODIES) {
        next++;
        const { route, body: payload } = body(random);
        const { status, text: answer } = await post(route, payload);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        let parsed: unknown;
        try {
          parsed = JSON.parse(answer);
        } catch {
          parsed = undefined;
        }
        const ok =
          status === 200
            ? route === 'search'
              ? Array.isArray(parsed)
              : typeof (parsed as { content?: unknown })?.content === 'string'
            : status >= 400 && status < 500 && typeof (parsed as { error?: unknown })?.error === 'string';
        if (!ok && bad.length < 5)
          bad.push(`${route} → ${status} ${answer.slice(0, 100)} (body ${payload.slice(0, 100)})`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(bad).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(BODIES);
    // Both kinds of answer were met: the bodies reach past validation into ranking.
    expect(statuses.get(200)).toBeGreaterThan(50);
    expect(statuses.get(400)).toBeGreaterThan(50);

    const after = await post('search', JSON.stringify({ query: 'rotate tokens' }));
    expect(after.status).toBe(200);
    expect(JSON.parse(after.text)[0]).toMatchObject({ path: '/guides/authentication#rotating-tokens' });
  }, 240_000);
});
