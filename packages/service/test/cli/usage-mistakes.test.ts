// The mistakes a new user makes with the CLI, made as they make them, against the real bin: one line on stderr naming the
// flag and the form it expects, and the documented exit code (2 usage, 1 failure). Help is on stdout with 0.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DOCS } from '../../../../test/support/local-service';
import { cli, oneLine } from '../support/spawn-cli';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'docs-assistant-usage-'));
  await mkdir(join(scratch, 'docs'));
  await writeFile(join(scratch, 'docs', 'index.md'), '# Home\n\nOne page.\n');
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const run = (args: string[], env?: Record<string, string | undefined>) =>
  cli(args, { cwd: scratch, ...(env ? { env } : {}) }).then(oneLine);

describe('help', () => {
  it('`help`, `--help` and `-h` print every command on stdout and exit 0', async () => {
    for (const args of [['help'], ['--help'], ['-h']]) {
      const result = await cli(args, { cwd: scratch });
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain('docs-assistant serve --docs <folder>');
      expect(result.stdout).toContain('docs-assistant agent "<prompt>"');
    }
  });

  it("`help serve` is the command's help, with its short flags", async () => {
    const result = await cli(['help', 'serve'], { cwd: scratch });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/-d, --docs <folder>/);
    expect(result.stdout).toMatch(/-p, --port <n>/);
    const agent = await cli(['help', 'agent'], { cwd: scratch });
    expect(agent.stdout).toMatch(/-p, --project <id>/);
    expect(agent.stdout).not.toContain('--key');
  });

  it('no command at all: the overview on stderr, exit 2', async () => {
    const result = await cli([], { cwd: scratch });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Commands:');
  });
});

describe('commands and flags, mistyped', () => {
  it('a flag without a command suggests the command that has it', async () => {
    expect(await run(['--docs', 'x'])).toEqual({
      code: 2,
      line: 'docs-assistant: --docs is an option of a command, which comes first. Did you mean: docs-assistant serve --docs x? (mcp and build-llms take --docs too)',
    });
  });

  it('a mistyped command and `help` of one', async () => {
    expect(await run(['agnet'])).toEqual({
      code: 2,
      line: 'docs-assistant: unknown command "agnet". Did you mean "agent"? Commands: serve, agent, mcp, build-llms, report (docs-assistant help shows their use).',
    });
    expect(await run(['help', 'srve'])).toEqual({
      code: 2,
      line: 'docs-assistant: unknown command "srve". Did you mean "serve"? Commands: serve, agent, mcp, build-llms, report (docs-assistant help shows their use).',
    });
  });

  it('a mistyped flag, a flag of another command, a long flag with one dash', async () => {
    expect(await run(['serve', '--data', '.x'])).toEqual({
      code: 2,
      line: 'docs-assistant serve: unknown option --data. Did you mean --data-dir? Run "docs-assistant serve --help" for the options.',
    });
    expect(await run(['agent', 'hi', '--docs', 'x'])).toEqual({
      code: 2,
      line: 'docs-assistant agent: unknown option --docs. It is an option of docs-assistant serve, mcp and build-llms. Run "docs-assistant agent --help" for the options.',
    });
    expect(await run(['serve', '-docs', 'docs'])).toEqual({
      code: 2,
      line: 'docs-assistant serve: -docs has one dash; long options take two: --docs. Run "docs-assistant serve --help" for the options.',
    });
  });

  it('a flag whose value is missing names the form it needs, even when the next flag follows', async () => {
    expect(await run(['serve', '--port', '--docs', 'docs'])).toEqual({
      code: 2,
      line: 'docs-assistant serve: --port needs a value: --port <n>. Run "docs-assistant serve --help" for the options.',
    });
    expect(await run(['serve', '-d'])).toEqual({
      code: 2,
      line: 'docs-assistant serve: -d (--docs) needs a value: --docs <folder>. Run "docs-assistant serve --help" for the options.',
    });
  });

  it('a switch given a value, a flag given twice, a folder given without its flag', async () => {
    expect(await run(['agent', '--json=yes', '--job', 'j', '--project', 'p'])).toEqual({
      code: 2,
      line: 'docs-assistant agent: --json is a switch and takes no value; pass just --json. Run "docs-assistant agent --help" for the options.',
    });
    expect(await run(['serve', '-p', '1', '--port', '2'])).toEqual({
      code: 2,
      line: 'docs-assistant serve: --port was given twice ("1" and "2"); pass it once. Run "docs-assistant serve --help" for the options.',
    });
    expect(await run(['serve', '--docs', 'docs', '--generator', 'jekyll'])).toEqual({
      code: 2,
      line: 'docs-assistant serve: --generator must be one of github, docusaurus, starlight, nextra, vitepress, mkdocs, sphinx, mystmd, hugo; got "jekyll".',
    });
    expect(await run(['serve', '--docs', 'docs', '--layout', 'hugo'])).toEqual({
      code: 2,
      line: 'docs-assistant serve: --layout must be one of single, docusaurus, starlight, vitepress, locale-folders; got "hugo".',
    });
    expect(await run(['serve', 'docs'])).toEqual({
      code: 2,
      line: 'docs-assistant serve: unexpected argument "docs": serve takes only options. To answer from that folder, pass --docs docs. Run "docs-assistant serve --help" for the options.',
    });
  });
});

describe('agent, as a CLI user of the local service meets it', () => {
  const KEY = { DOCS_ASSISTANT_ADMIN_KEY: 'mint_admin_usage' };

  it('--base-url without a scheme names the flag and shows the form (exit 2, not "Invalid URL")', async () => {
    expect(await run(['agent', 'Fix it', '--project', 'p', '--base-url', '127.0.0.1:4600'], KEY)).toEqual({
      code: 2,
      line: 'docs-assistant agent: --base-url 127.0.0.1:4600 is not an http(s) URL. Give the address with its scheme, e.g. --base-url http://127.0.0.1:4600. Run "docs-assistant agent --help" for the options.',
    });
    expect(
      await run(['agent', 'Fix it', '--project', 'p'], { ...KEY, DOCS_ASSISTANT_BASE_URL: 'localhost:3210' }),
    ).toEqual({
      code: 2,
      line: 'docs-assistant agent: DOCS_ASSISTANT_BASE_URL localhost:3210 is not an http(s) URL. Give the address with its scheme, e.g. DOCS_ASSISTANT_BASE_URL http://localhost:3210. Run "docs-assistant agent --help" for the options.',
    });
  });

  it('an assistant key in DOCS_ASSISTANT_ADMIN_KEY names the admin key serve printed', async () => {
    expect(
      await run(['agent', 'Fix it', '--project', 'p'], { DOCS_ASSISTANT_ADMIN_KEY: 'mint_dsc_public_one' }),
    ).toEqual({
      code: 2,
      line: 'docs-assistant agent: DOCS_ASSISTANT_ADMIN_KEY holds an assistant key (mint_dsc_…); agent jobs need an admin key (mint_…). For docs-assistant serve, that is the "admin key:" line it printed at start (also in <data-dir>/keys.json). Run "docs-assistant agent --help" for the options.',
    });
  });

  it('a bad poll interval names the flag and the range', async () => {
    expect(await run(['agent', '--job', 'j', '--project', 'p', '--poll-interval', 'soon'], KEY)).toEqual({
      code: 2,
      line: 'docs-assistant agent: --poll-interval must be a whole number from 0 to 3600000, got "soon". Run "docs-assistant agent --help" for the options.',
    });
  });
});

describe('serve checks what needs no indexing before indexing', () => {
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

  it('a busy port is reported before the docs are read: nothing is indexed, no database is created', async () => {
    const dataDir = join(scratch, 'data-busy');
    const result = await run(['serve', '-d', FIXTURE_DOCS, '-p', String(busyPort), '--data-dir', dataDir]);
    expect(result).toEqual({
      code: 1,
      line: `docs-assistant serve: port ${busyPort} on 127.0.0.1 is in use (another docs-assistant serve?). Stop it, or pass --port <another port> (--port 0 picks a free one).`,
    });
    // The data dir is opened after the port check: a refused start leaves no trace.
    await expect(import('node:fs/promises').then((fs) => fs.stat(dataDir))).rejects.toThrow();
  });

  it('a key in the wrong flag is named by its flag', async () => {
    expect(await run(['serve', '--assistant-key', 'mint_admin_xyz', '--port', '0'])).toEqual({
      code: 2,
      line: 'docs-assistant serve: --assistant-key mint_admin_x…: assistant keys start with mint_dsc_. That looks like an admin key: pass it with --admin-key.',
    });
    expect(await run(['serve', '--port', '0'], { DOCS_ASSISTANT_ADMIN_KEYS: 'mint_dsc_abcdefghijk' })).toEqual({
      code: 2,
      line: 'docs-assistant serve: DOCS_ASSISTANT_ADMIN_KEYS mint_dsc_abc… is an assistant key (mint_dsc_…): put it in DOCS_ASSISTANT_KEYS; admin keys start with mint_ but not mint_dsc_.',
    });
  });

  it('one file is "1 file", one section "1 section"', async () => {
    const result = await cli(['serve', '--port', '0', '--data-dir', join(scratch, 'data-one')], {
      cwd: scratch,
      until: (out) => out.includes('  data: '),
    });
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(
      /^docs-assistant: indexed 1 file \(1 section\) from .* in \d+ ms; listening on http:\/\/127\.0\.0\.1:\d+$/,
    );
  });
});
