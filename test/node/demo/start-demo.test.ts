// `npm start` when it cannot start, as a newcomer meets it: one line saying what to do, before anything is built (a
// taken port was a raw EADDRINUSE stack after the build). The start itself is the browser suite's (test/browser/demo).
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const START = fileURLToPath(new URL('../../../scripts/start-demo.ts', import.meta.url));

function npmStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', START], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

let blocker: Server;
let busyPort: number;
beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((ready) => blocker.listen(0, '127.0.0.1', ready));
  busyPort = (blocker.address() as { port: number }).port;
});
afterAll(() => new Promise((closed) => blocker.close(closed)));

it('a port in use: one line, exit 1, nothing built', async () => {
  expect(await npmStart({ PORT: String(busyPort), HOST: '127.0.0.1' })).toEqual({
    code: 1,
    stdout: '',
    stderr: `npm start: port ${busyPort} on 127.0.0.1 is in use (another npm start, or a docs-assistant serve?). Stop it, or start on another port: PORT=<port> npm start (PORT=0 picks a free one).\n`,
  });
});

it('a PORT that is not a port: one line, exit 1', async () => {
  expect(await npmStart({ PORT: 'http' })).toEqual({
    code: 1,
    stdout: '',
    stderr: 'npm start: PORT must be a whole number from 0 to 65535, got "http".\n',
  });
});
