// The service as a site owner gets it: this package packed, installed into an empty folder, started with
// `npx docs-assistant serve --docs ./docs`, answering a question. React must not come with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { envWithThisNode, packAndInstall } from '../../../../test/support/packed-install';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
/** The widget's runtime: none of it belongs in an install of the service. */
const WIDGET_ONLY = ['react', 'react-dom', 'react-markdown', 'refractor', 'turndown', 'zustand', 'docs-assistant'];

let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

// `npm test` builds first; run `npm run build` before this file on its own.
describe.skipIf(!existsSync(join(packageDir, 'dist/index.js')))(
  'docs-assistant-service, packed and installed into an empty folder',
  () => {
    it('installs without React and answers from ./docs through `npx docs-assistant serve`', async () => {
      const install = await packAndInstall(packageDir);
      folder = install.folder;
      expect(install.installed.has('docs-assistant-service')).toBe(true);
      expect(WIDGET_ONLY.filter((name) => install.installed.has(name))).toEqual([]);

      await mkdir(join(install.site, 'docs'));
      await writeFile(
        join(install.site, 'docs', 'index.md'),
        '# Install\n\nRun `acme init` in an empty folder to create the project, then `acme dev` to start it.\n',
      );
      const child = spawn('npx', ['docs-assistant', 'serve', '--docs', './docs', '--port', '0'], {
        cwd: install.site,
        env: {
          ...envWithThisNode,
          DOCS_ASSISTANT_KEYS: 'mint_dsc_packed_test',
          DOCS_ASSISTANT_ADMIN_KEYS: 'mint_packed',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A group of its own, to stop the server npx started as well as npx (below).
        detached: true,
      });
      let url: string | undefined;
      try {
        let output = '';
        url = await new Promise<string>((found, failed) => {
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
            messages: [{ id: 'q1', role: 'user', parts: [{ type: 'text', text: 'How do I create a project?' }] }],
          }),
        });
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('acme init');
      } finally {
        await stopGroup(child);
      }
      // Nothing is left answering: npm does not pass a signal on to the server it started, which outlived every run.
      const answering = () =>
        fetch(url).then(
          () => 'answering',
          () => 'gone',
        );
      if (url) await expect.poll(answering, { timeout: 15_000 }).toBe('gone');
    }, 240_000);
  },
);

/** Interrupts npx and every process it started, as Ctrl+C in a terminal does; kills them if they are still there 10 s on. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group has gone already.
    }
  };
  const exited = child.exitCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', done));
  signalGroup('SIGINT');
  const killLater = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killLater);
}
