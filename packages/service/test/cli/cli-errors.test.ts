// `docs-assistant` as a new user meets it: the real bin as a child process (no build needed: in a clone without
// dist/ it runs the sources through tsx). Every mistake gets one line saying what was wrong and what to do, and the
// documented exit code: 2 for usage, 1 for a failure at run time. Never a stack trace.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DOCS } from '../../../../test/support/local-service';
import { startScriptedService } from '../../../../test/node/proxy/support/scripted-service';
import { ANOTHER_USER, itAsAnotherUser } from '../support/another-user';
import { cli as spawnCli, type CliOptions, type CliRun } from '../support/spawn-cli';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'docs-assistant-cli-'));
  await chmod(scratch, 0o755);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

type Run = CliRun;

/** The bin, run from the suite's scratch folder (spawn-cli.ts); `until` may end it with SIGINT once it is up. */
const cli = (args: string[], options: CliOptions = {}): Promise<Run> => spawnCli(args, { cwd: scratch, ...options });

/** Exactly one line on stderr, nothing on stdout, no stack trace. */
function expectOneLine(run: Run, code: number, line: string) {
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe(`${line}\n`);
  expect(run.code).toBe(code);
}

describe('usage mistakes exit 2 with one line', () => {
  it('an unknown command', async () => {
    expectOneLine(
      await cli(['srve']),
      2,
      'docs-assistant: unknown command "srve". Did you mean "serve"? Commands: serve, agent, mcp, build-llms, report (docs-assistant help shows their use).',
    );
  });

  it('an unknown flag, a flag without its value', async () => {
    expectOneLine(
      await cli(['serve', '--prot', '3']),
      2,
      'docs-assistant serve: unknown option --prot. Did you mean --port? Run "docs-assistant serve --help" for the options.',
    );
    expectOneLine(
      await cli(['serve', '--port']),
      2,
      'docs-assistant serve: --port needs a value: --port <n>. Run "docs-assistant serve --help" for the options.',
    );
  });

  it('a port out of range or not a number', async () => {
    expectOneLine(
      await cli(['serve', '--docs', FIXTURE_DOCS, '--port', '99999']),
      2,
      'docs-assistant serve: --port must be a whole number from 0 to 65535, got "99999".',
    );
    expectOneLine(
      await cli(['serve', '--docs', FIXTURE_DOCS, '--port', 'http']),
      2,
      'docs-assistant serve: --port must be a whole number from 0 to 65535, got "http".',
    );
  });

  it('a docs path that is a file, or missing', async () => {
    await writeFile(join(scratch, 'README.md'), '# Readme\n');
    expectOneLine(
      await cli(['serve', '--docs', 'README.md']),
      2,
      'docs-assistant serve: --docs README.md is a file, not a folder. Pass the folder that holds your markdown docs (e.g. --docs docs).',
    );
    expectOneLine(
      await cli(['serve', '--docs', 'nowhere']),
      2,
      `docs-assistant serve: --docs nowhere: no such folder (${join(scratch, 'nowhere')}). Pass the folder that holds your markdown docs (e.g. --docs docs).`,
    );
  });

  it('a docs folder with no markdown in it', async () => {
    const empty = join(scratch, 'empty-docs');
    await mkdir(empty, { recursive: true });
    await writeFile(join(empty, 'notes.txt'), 'not markdown');
    expectOneLine(
      // Any free port: the default one may be another service's on this machine, and the port is checked first.
      await cli(['serve', '--docs', empty, '--port', '0', '--data-dir', join(scratch, 'data-empty')]),
      2,
      `docs-assistant serve: no markdown files (.md, .mdx, .markdown) in ${empty}. Pass --docs <the folder that holds your docs>.`,
    );
  });

  it('a Sphinx folder in reStructuredText: told its format is not read, not to pass another folder', async () => {
    const sphinx = join(scratch, 'sphinx-docs');
    await mkdir(join(sphinx, 'api'), { recursive: true });
    await writeFile(join(sphinx, 'conf.py'), "project = 'Example'\n");
    await writeFile(join(sphinx, 'index.rst'), 'Example\n=======\n');
    await writeFile(join(sphinx, 'api', 'client.rst'), 'Client\n======\n');
    expectOneLine(
      await cli(['build-llms', '--docs', sphinx, '--out', join(scratch, 'sphinx-out')]),
      2,
      `docs-assistant build-llms: no markdown files (.md, .mdx, .markdown) in ${sphinx}: it holds 2 reStructuredText (.rst) files, which the local service does not read. It reads Markdown only (Sphinx sites written in MyST Markdown are read); pass a folder of Markdown docs with --docs. Run "docs-assistant build-llms --help" for the options.`,
    );
  });

  it('agent: a missing key, and --key refused with the reason', async () => {
    expectOneLine(
      await cli(['agent', 'Fix it', '--project', 'p'], { env: { DOCS_ASSISTANT_ADMIN_KEY: undefined } }),
      2,
      'docs-assistant agent: DOCS_ASSISTANT_ADMIN_KEY is not set. Export your admin API key in it (keep it out of scripts you commit). Run "docs-assistant agent --help" for the options.',
    );
  });
});

describe('failures at run time exit 1 with one line', () => {
  let blocker: Server;
  let busyPort: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((ready) => blocker.listen(0, '127.0.0.1', ready));
    busyPort = (blocker.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((closed) => blocker.close(closed));
  });

  it('a port in use', async () => {
    expectOneLine(
      await cli([
        'serve',
        '--docs',
        FIXTURE_DOCS,
        '--port',
        String(busyPort),
        '--data-dir',
        join(scratch, 'data-port'),
      ]),
      1,
      `docs-assistant serve: port ${busyPort} on 127.0.0.1 is in use (another docs-assistant serve?). Stop it, or pass --port <another port> (--port 0 picks a free one).`,
    );
  });

  it('a damaged database in the data dir', async () => {
    const dataDir = join(scratch, 'data-damaged');
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'docs-assistant.db'), 'garbage '.repeat(100));
    expectOneLine(
      await cli(['serve', '--docs', FIXTURE_DOCS, '--port', '0', '--data-dir', dataDir]),
      1,
      `docs-assistant serve: ${join(dataDir, 'docs-assistant.db')} cannot be opened as a database (file is not a database). Move it aside (or pass --data-dir <another folder>) and start again; the service changed nothing in it.`,
    );
  });

  it('a data dir that is a file', async () => {
    const file = join(scratch, 'data-file');
    await writeFile(file, 'x');
    const run = await cli(['serve', '--docs', FIXTURE_DOCS, '--port', '0', '--data-dir', file]);
    expectOneLine(
      run,
      1,
      `docs-assistant serve: ${file} is a file where a folder is needed. Pass --data-dir <a folder>.`,
    );
  });

  itAsAnotherUser(
    'an unreadable markdown file in the docs folder: skipped with one warning, the rest served',
    async () => {
      const docs = join(scratch, 'locked-docs');
      const data = join(scratch, 'data-locked');
      await mkdir(docs, { recursive: true });
      await mkdir(data, { recursive: true });
      await writeFile(join(docs, 'index.md'), '# Home\n\nThe home page.\n');
      await writeFile(join(docs, 'secret.md'), '# Secret\n');
      await chmod(scratch, 0o755);
      await chmod(docs, 0o755);
      await chmod(data, 0o777);
      await chmod(join(docs, 'secret.md'), 0o000);
      const run = await cli(['serve', '--docs', docs, '--port', '0', '--data-dir', data], {
        ...ANOTHER_USER,
        until: (stdout) => stdout.includes('listening on'),
      });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('indexed 1 file');
      expect(run.stderr.split('\n').filter((line) => line.includes('secret.md'))).toEqual([
        'docs-assistant: docs: skipping secret.md (permission denied; fix its permissions or move it out of the folder)',
      ]);
    },
  );

  it('agent --job with an unknown job: the 404, and no "Resume with … --job nope"', async () => {
    const service = await startScriptedService({
      'GET /v2/agent/p/job/nope': [{ status: 404, body: { error: 'Agent job not found: nope in project p.' } }],
    });
    try {
      const run = await cli(['agent', '--job', 'nope', '--project', 'p', '--base-url', service.url], {
        env: { DOCS_ASSISTANT_ADMIN_KEY: 'mint_admin_cli' },
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('Agent job not found: nope in project p.');
      expect(run.stderr).not.toContain('Resume with');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      await service.close();
    }
  });
});

describe('what works', () => {
  it('--version prints the package version; --help per command', async () => {
    const version = await cli(['--version']);
    expect(version).toMatchObject({ code: 0, stderr: '' });
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    for (const command of ['serve', 'agent']) {
      const help = await cli([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`docs-assistant ${command}`);
    }
  });

  it('starts with one line saying what it indexed and where it listens, and stops cleanly on Ctrl+C', async () => {
    const run = await cli(['serve', '--docs', FIXTURE_DOCS, '--port', '0', '--data-dir', join(scratch, 'data-ok')], {
      until: (out) => out.includes('  data: '),
    });
    expect(run.stdout.split('\n')[0]).toMatch(
      new RegExp(
        `^docs-assistant: indexed \\d+ files \\(\\d+ sections\\) from ${FIXTURE_DOCS.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} in \\d+ ms; listening on http://127\\.0\\.0\\.1:\\d+$`,
      ),
    );
    expect(run.stderr).toBe(
      'docs-assistant: Ctrl+C: closing connections and storage…\ndocs-assistant: stopped; every stored thread and job is on disk.\n',
    );
    expect(run.code).toBe(0);
  });
});
