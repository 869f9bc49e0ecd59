/**
 * Packs both packages, the widget (docs-assistant) and the local service (docs-assistant-service), into packs/: what
 * a site installs until they are on npm (`npm install ./packs/<file>.tgz`). Builds first; refuses to pack when the
 * two versions differ, since they are released together.
 *
 *   npm run pack:all
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const versionOf = (dir: string) =>
  (JSON.parse(readFileSync(`${root}/${dir}/package.json`, 'utf8')) as { version: string }).version;

const widget = versionOf('.');
const service = versionOf('packages/service');
if (widget !== service) {
  console.error(`pack:all: docs-assistant is ${widget} but docs-assistant-service is ${service}; set one version.`);
  process.exit(1);
}

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
mkdirSync(`${root}/packs`, { recursive: true });
for (const dir of ['.', 'packages/service']) {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', `${root}/packs`], {
      cwd: `${root}/${dir}`,
      encoding: 'utf8',
    }),
  ) as [{ filename: string; size: number; unpackedSize: number }];
  console.log(
    `packs/${packed.filename}: ${(packed.size / 1024).toFixed(0)} KiB packed, ${(packed.unpackedSize / 1024 / 1024).toFixed(2)} MB unpacked`,
  );
}
