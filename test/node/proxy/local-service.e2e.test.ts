import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UIMessageChunk } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantMessage, ThreadState } from '../../../src/core/types';
import { AgentApiError, createAgentClient, createAssistantProxy, toNodeHandler } from '../../../src/proxy';
import { DocsAssistantTransport } from '../../../src/transport';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { agent, createTempRepo } from '../../../packages/service/test/agent-jobs/temp-repo';
import { runAgentCli } from '../../../packages/service/test/support/run-cli';

let service: StartedLocalService | undefined;
let scratch: ReturnType<typeof createTempRepo> | undefined;
afterEach(async () => {
  await service?.close();
  scratch?.cleanup();
  service = undefined;
  scratch = undefined;
});

describe('server pieces against the local service', () => {
  it('the agent client creates a job, polls it to completed and gets a pull-request link', async () => {
    scratch = createTempRepo();
    service = await startLocalService({ repo: scratch.repo, agentCommand: agent('edit-docs.mjs') });
    const client = createAgentClient({ apiKey: service.adminKey, projectId: 'acme', baseUrl: service.url });
    const created = await client.createJob('Document the --port flag');
    expect(created.status).toBe('active');
    const statuses: string[] = [];
    const done = await client.waitForJob(created.id, { pollInterval: 50, onUpdate: (j) => statuses.push(j.status) });
    expect(done.status).toBe('completed');
    expect(done.createdAt).toBeInstanceOf(Date);
    expect(done.branch).toEqual(expect.any(String));
    const pr = await fetch(done.prLink!);
    expect(pr.status).toBe(200);
    expect(await pr.text()).toContain('Document the --port flag');
    expect(statuses.at(-1)).toBe('completed');
  });

  it('the CLI runs a job to completion and prints the pull-request link, then fails a job with its reason', async () => {
    scratch = createTempRepo();
    service = await startLocalService({ repo: scratch.repo, agentCommand: agent('edit-docs.mjs') });
    const env = { DOCS_ASSISTANT_ADMIN_KEY: service.adminKey };
    const args = ['--project', 'acme', '--base-url', service.url, '--poll-interval', '50'];
    const ok = await runAgentCli(['Add a FAQ entry', ...args], env);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(new RegExp(`Pull request: ${service.url}/v2/agent/acme/job/\\w+/diff`));
    await service.close();
    service = await startLocalService({ repo: scratch.repo, agentCommand: agent('fail.mjs') });
    const failed = await runAgentCli(
      ['Break it', '--project', 'acme', '--base-url', service.url, '--poll-interval', '50'],
      {
        DOCS_ASSISTANT_ADMIN_KEY: service.adminKey,
      },
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/Job \w+ failed: \S/);
  });

  it('the agent client reports a wrong key and an unknown job without retrying', async () => {
    service = await startLocalService();
    const wrongKey = createAgentClient({ apiKey: 'mint_wrong', projectId: 'acme', baseUrl: service.url });
    await expect(wrongKey.getJob('x')).rejects.toMatchObject({ status: 401 });
    const client = createAgentClient({ apiKey: service.adminKey, projectId: 'acme', baseUrl: service.url });
    const missing = await client.getJob('does-not-exist').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AgentApiError);
    expect(missing).toMatchObject({ status: 404, serviceMessage: expect.stringContaining('not found') });
  });

  it('the assistant proxy forwards a question and streams the answer with its thread headers', async () => {
    service = await startLocalService();
    const proxy = createAssistantProxy({ apiKey: service.assistantKey, domain: 'docs', baseUrl: service.url });
    const response = await proxy(
      new Request('http://host.test/api/assistant', {
        method: 'POST',
        body: JSON.stringify({
          fp: 'anonymous',
          messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How do I install it?' }] }],
          currentPath: '/quickstart',
        }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    expect(response.headers.get('x-thread-id')).toBeTruthy();
    expect(response.headers.get('x-thread-key')).toBeTruthy();
    const text = await response.text();
    expect(text).toContain('"type":"finish"');
    expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
  });

  it("the widget's transport works through the proxy by setting `api`, thread continuity included", async () => {
    service = await startLocalService();
    const proxy = createAssistantProxy({ apiKey: service.assistantKey, domain: 'docs', baseUrl: service.url });
    const server = createServer(toNodeHandler(proxy));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const thread: ThreadState = { threadId: null, threadKey: null };
      const transport = new DocsAssistantTransport({
        domain: 'docs',
        api: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/assistant`,
        session: {
          getFp: () => 'anonymous',
          getThread: () => thread,
          setThread: (update) => Object.assign(thread, update),
        },
        getCurrentPath: () => '/quickstart',
      });
      const ask = async (messages: AssistantMessage[]) => {
        const stream = await transport.sendMessages({
          trigger: 'submit-message',
          chatId: 'c1',
          messageId: undefined,
          messages,
          abortSignal: undefined,
        });
        const chunks: UIMessageChunk[] = [];
        for await (const chunk of stream) chunks.push(chunk);
        return chunks;
      };
      const first: AssistantMessage = {
        id: 'u1',
        role: 'user',
        parts: [{ type: 'text', text: 'How do I install it?' }],
      };
      const firstChunks = await ask([first]);
      expect(firstChunks.some((c) => c.type === 'finish')).toBe(true);
      expect(thread.threadId).toBeTruthy();
      expect(thread.threadKey).toBeTruthy();
      // The service answers 404 to a threadId without its key: a second answer proves both crossed the proxy.
      const answer: AssistantMessage = {
        id: 'a1',
        role: 'assistant',
        parts: [{ type: 'text', text: 'Run npm install.' }],
      };
      const again: AssistantMessage = { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'And then?' }] };
      const secondChunks = await ask([first, answer, again]);
      expect(secondChunks.some((c) => c.type === 'finish')).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
