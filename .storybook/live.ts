/**
 * `npm run storybook:live`: the local assistant service and Storybook together, so the "Live" stories answer from
 * this repository's docs/ through the real HTTP transport. The service gets a fixed development key (it only
 * listens on 127.0.0.1) and Storybook gets its URL and key as STORYBOOK_DA_BASE_URL / STORYBOOK_DA_KEY.
 *
 * Environment: DA_PORT (service, default 3211 so it can run beside `npm start` on 3210), SB_PORT (default 6006).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createLocalService } from '../packages/service/src/index';

const DEV_KEY = 'mint_dsc_storybook_dev';
const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const service = createLocalService({
  docs: root('docs'),
  dataDir: root('.data/storybook'),
  assistantKeys: [DEV_KEY],
  // Slow enough that streaming is visible, as in the canned stories.
  chunkDelayMs: 20,
});
const { url } = await service.listen(Number(process.env.DA_PORT ?? 3211), '127.0.0.1');
const { pages, sections } = await service.ready;
console.log(`docs-assistant service on ${url} (${pages} pages, ${sections} sections), assistant key ${DEV_KEY}`);

const storybook = spawn(
  root('node_modules/.bin/storybook'),
  ['dev', '-p', process.env.SB_PORT ?? '6006', '--no-open', '--no-version-updates', '--ci'],
  {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DA_BASE_URL: url, STORYBOOK_DA_KEY: DEV_KEY, STORYBOOK_DISABLE_TELEMETRY: '1' },
  },
);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  void service.close().finally(() => process.exit(code));
};
storybook.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    storybook.kill(signal);
    stop(0);
  });
}
