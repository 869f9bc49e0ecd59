// `POST /discovery/v1/page/:domain` of the local service: a page's Markdown as written, by any of the names a search
// result, a link or a reader gives it; 404 `{ message }` for the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { postJson } from '../support/helpers';
import { fixturePage } from '../support/mcp-helpers';

let service: StartedLocalService;
const read = (body: unknown, key: string | undefined = service.assistantKey) =>
  postJson(`${service.url}/discovery/v1/page/acme`, body, key);

beforeAll(async () => {
  service = await startLocalService();
});
afterAll(() => service.close());

describe('POST /discovery/v1/page/:domain', () => {
  it("answers { path, content } with the page's Markdown as written, front matter left out", async () => {
    const response = await read({ path: '/guides/installation' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      path: '/guides/installation',
      content: await fixturePage('guides/installation.md'),
    });
  });

  it("takes a search result's path#anchor, a URL, a .md link, a trailing slash and the root", async () => {
    for (const path of [
      '/reference/configuration#refreshinterval',
      'https://docs.example.com/reference/configuration?x=1#theme',
      '/reference/configuration.md',
      'reference/configuration/',
    ]) {
      const response = await read({ path });
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { path: string }).path).toBe('/reference/configuration');
    }
    const root = await read({ path: '/' });
    expect(await root.json()).toEqual({ path: '/', content: await fixturePage('index.md') });
  });

  it('answers 404 { message } for an unknown page, and never reads outside the pages indexed', async () => {
    for (const path of [
      '/guides/nope',
      '../../../etc/passwd',
      '/guides/../../package.json',
      '%2e%2e/%2e%2e/etc/hosts',
    ]) {
      const response = await read({ path });
      expect(response.status, path).toBe(404);
      const body = (await response.json()) as { message: string };
      expect(body.message).toContain('No page at');
    }
  });

  it('a page whose front matter names groups is found only with one of them, when groups are sent', async () => {
    expect((await read({ path: '/guides/authentication', groups: ['guides'] })).status).toBe(200);
    expect((await read({ path: '/guides/authentication' })).status).toBe(200);
    const other = await read({ path: '/guides/authentication', groups: ['partners'] });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { message: string }).message).toContain('No page at');
    // A page with no groups is open to every group.
    expect((await read({ path: '/reference/deployment', groups: ['partners'] })).status).toBe(200);
  });

  it('refuses a missing key (401), an admin key (403) and malformed bodies (400 naming the field)', async () => {
    expect((await postJson(`${service.url}/discovery/v1/page/acme`, { path: '/' })).status).toBe(401);
    expect((await read({ path: '/' }, 'mint_dsc_unknown')).status).toBe(401);
    expect((await read({ path: '/' }, service.adminKey)).status).toBe(403);
    for (const body of [{}, { path: '' }, { path: 7 }, { path: `/${'a'.repeat(2000)}` }, { path: '/', groups: 'x' }]) {
      const response = await read(body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const { error } = (await response.json()) as { error: string };
      expect(error).toMatch(/path|groups/);
    }
  });
});
