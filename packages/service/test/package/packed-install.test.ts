// The service as a site owner gets it: this package packed, installed into an empty folder, started with
// `npx docs-assistant serve --docs ./docs`, answering a question. React must not come with it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const built = existsSync(join(packageDir, 'dist/index.js'));
/** The widget's runtime: none of it belongs in an install of the service. */
const WIDGET_ONLY = ['react', 'react-dom', 'react-markdown', 'refractor', 'turndown', 'zustand', 'docs-assistant'];
/** npm and the bin's `#!/usr/bin/env node` find the Node running this suite (22, from the root's devDependency). */
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };

interface LsNode {
  dependencies?: Record<string, LsNode>;
}
function installedNames(tree: LsNode, into = new Set<string>()): Set<string> {
  for (const [name, child] of Object.entries(tree.dependencies ?? {})) {
    into.add(name);
    installedNames(child, into);
  }
  return into;
}

let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

// `npm test` builds first; run `npm run build` before this file on its own.
describe.skipIf(!built)('docs-assistant-service, packed and installed into an empty folder', () => {
  it('installs without React and answers from ./docs through `npx docs-assistant serve`', async () => {
    folder = await mkdtemp(join(tmpdir(), 'docs-assistant-service-packed-'));
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', folder], { cwd: packageDir, env, encoding: 'utf8' }),
    ) as [{ filename: string }];
    const site = join(folder, 'site');
    await mkdir(join(site, 'docs'), { recursive: true });
    await writeFile(
      join(site, 'docs', 'index.md'),
      '# Install\n\nRun `acme init` in an empty folder to create the project, then `acme dev` to start it.\n',
    );
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--omit=dev', join(folder, packed.filename)],
      { cwd: site, env, stdio: 'ignore' },
    );

    const tree = JSON.parse(
      execFileSync('npm', ['ls', '--all', '--omit=dev', '--json'], { cwd: site, env, encoding: 'utf8' }),
    ) as LsNode;
    const names = installedNames(tree);
    expect(names.has('docs-assistant-service')).toBe(true);
    expect(WIDGET_ONLY.filter((name) => names.has(name))).toEqual([]);

    const child = spawn('npx', ['docs-assistant', 'serve', '--docs', './docs', '--port', '0'], {
      cwd: site,
      env: { ...env, DOCS_ASSISTANT_KEYS: 'mint_dsc_packed_test', DOCS_ASSISTANT_ADMIN_KEYS: 'mint_packed_admin' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const url = await new Promise<string>((found, failed) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/\S+)/.exec(output);
          if (match) found(match[1]!);
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) => failed(new Error(`serve exited with ${code}:\n${output}`)));
      });
      const response = await fetch(`${url}/discovery/v2/assistant/acme/message`, {
        method: 'POST',
        headers: { authorization: 'Bearer mint_dsc_packed_test', 'content-type': 'application/json' },
        body: JSON.stringify({
          fp: 'anonymous',
          threadId: null,
          messages: [{ id: 'q1', role: 'user', parts: [{ type: 'text', text: 'How do I create a project?' }] }],
          currentPath: '/',
          retrievalPageSize: 5,
        }),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('acme init');
    } finally {
      child.kill('SIGINT');
    }
  }, 240_000);
});
