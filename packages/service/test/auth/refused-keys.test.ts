// A refused key as the developer behind a widget meets it: the 401's `{error}` (which the widget logs for them) says
// which key this service takes and where it printed it, and never holds a key.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalService, type LocalService } from '../../src';
import { FIXTURE_DOCS, startLocalService } from '../../../../test/support/local-service';
import { postJson, userMessage } from '../support/helpers';

const question = { fp: 'anonymous', messages: [userMessage('How do I install it?')] };

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(401);
  return ((await response.json()) as { error: string }).error;
}

describe('with the pair the service made', () => {
  let dataDir: string;
  let service: LocalService;
  let url: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-keys-'));
    service = createLocalService({ docs: FIXTURE_DOCS, dataDir, model: null });
    ({ url } = await service.listen(0, '127.0.0.1'));
  });
  afterAll(async () => {
    await service.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an unknown or missing assistant key: the "assistant key:" line it printed, and keys.json', async () => {
    const endpoint = `${url}/discovery/v2/assistant/acme/message`;
    const where =
      'This docs-assistant service takes the assistant key it made and printed at start (the "assistant key:" line; also in keys.json in its data folder).';
    expect(await refusal(await postJson(endpoint, question, 'mint_dsc_from_the_dashboard'))).toBe(
      `Invalid API key. ${where}`,
    );
    expect(await refusal(await postJson(endpoint, question))).toBe(
      `Missing API key: send "Authorization: Bearer <key>". ${where}`,
    );
  });

  it('an agent-job route names the admin key line, and no key is in any refusal', async () => {
    const error = await refusal(
      await fetch(`${url}/v2/agent/demo/job/nope`, { headers: { Authorization: 'Bearer x' } }),
    );
    expect(error).toContain('takes the admin key it made and printed at start (the "admin key:" line;');
    for (const key of [...service.keys.assistant, ...service.keys.admin]) expect(error).not.toContain(key);
  });
});

it('with keys it was given: the line it printed them on', async () => {
  const service = await startLocalService();
  try {
    const error = await refusal(
      await postJson(`${service.url}/discovery/v2/assistant/acme/message`, question, 'mint_dsc_local_other'),
    );
    expect(error).toBe(
      'Invalid API key. This docs-assistant service takes the assistant keys it was started with (printed at start as the "assistant key:" line).',
    );
    expect(error).not.toContain(service.assistantKey);
  } finally {
    await service.close();
  }
});
