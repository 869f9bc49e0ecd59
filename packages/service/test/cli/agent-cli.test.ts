import { afterEach, describe, expect, it } from 'vitest';
import { runAgentCli as runCli } from '../support/run-cli';
import { job, startScriptedService } from '../../../../test/node/proxy/support/scripted-service';

const JOBS = '/v2/agent/proj/job';

let service: Awaited<ReturnType<typeof startScriptedService>> | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const KEY = { DOCS_ASSISTANT_ADMIN_KEY: 'mint_admin_cli' };

describe('docs-assistant agent (non-TTY)', () => {
  it('creates a job, prints plain status lines and the PR link, exits 0 on completed', async () => {
    service = await startScriptedService({
      [`POST ${JOBS}`]: [{ status: 201, body: job('j1', 'active') }],
      [`GET ${JOBS}/j1`]: [
        { status: 200, body: job('j1', 'active') },
        { status: 200, body: job('j1', 'completed') },
      ],
    });
    const result = await runCli(
      ['Document the --port flag', '--project', 'proj', '--base-url', service.url, '--poll-interval', '10'],
      KEY,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Pull request: https://github.com/acme/docs/pull/j1');
    expect(result.stderr).toMatch(/job j1: active\n/);
    expect(result.stderr).toMatch(/job j1: completed\n/);
    // Plain lines only: no cursor movement off a terminal.
    expect(result.stderr).not.toContain('\x1b[');
    expect(service.requests[0]).toMatchObject({
      authorization: 'Bearer mint_admin_cli',
      body: { prompt: 'Document the --port flag' },
    });
  });

  it('exits non-zero with the reason when the job fails', async () => {
    service = await startScriptedService({
      [`GET ${JOBS}/j2`]: [{ status: 200, body: job('j2', 'failed', { error: 'merge conflict in docs/cli.md' }) }],
    });
    const result = await runCli(['--job', 'j2', '--project', 'proj', '--base-url', service.url], KEY);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Job j2 failed: merge conflict in docs/cli.md');
  });

  it('--json prints the final job on stdout', async () => {
    service = await startScriptedService({
      [`GET ${JOBS}/j3`]: [{ status: 200, body: job('j3', 'completed', { extra: 1 }) }],
    });
    const result = await runCli(['--job', 'j3', '--project', 'proj', '--base-url', service.url, '--json'], KEY);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      id: 'j3',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/j3',
      extra: 1,
    });
  });

  it('says why when the key is missing, and refuses --key', async () => {
    const missing = await runCli(['hi', '--project', 'proj'], {});
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('DOCS_ASSISTANT_ADMIN_KEY is not set');
    const flagged = await runCli(['hi', '--project', 'proj', '--key', 'mint_x'], KEY);
    expect(flagged.code).toBe(2);
    expect(flagged.stderr).toMatch(/--key is not accepted: .*shell history/);
  });

  it('reports a 404 from the service and exits 1', async () => {
    service = await startScriptedService({});
    const result = await runCli(['--job', 'gone', '--project', 'proj', '--base-url', service.url], KEY);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/404/);
  });

  it('Ctrl+C stops polling and says how to resume', async () => {
    service = await startScriptedService({
      [`POST ${JOBS}`]: [{ status: 201, body: job('j4', 'active') }],
      [`GET ${JOBS}/j4`]: [{ status: 200, body: job('j4', 'active') }],
    });
    let signalled = false;
    const result = await runCli(
      ['Fix typos', '--project', 'proj', '--base-url', service.url, '--poll-interval', '60000'],
      KEY,
      (text, child) => {
        if (!signalled && text.includes('job j4: active')) {
          signalled = true;
          child.kill('SIGINT');
        }
      },
    );
    expect(result.code).toBe(130);
    expect(result.stderr).toContain('Stopped polling. Job j4 keeps running');
    expect(result.stderr).toContain('docs-assistant agent --job j4 --project proj');
  });
});
