// The widget as a host gets it: packed, installed from the tarball beside React into an empty project. Nothing of the
// local service may come with it: not its code, not its dependencies.
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { packAndInstall } from '../../support/packed-install';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readPackage = (dir: string) =>
  JSON.parse(readFileSync(`${root}/${dir}/package.json`, 'utf8')) as {
    name: string;
    dependencies: Record<string, string>;
  };
const service = readPackage('packages/service');
const widget = readPackage('.');
/** The service's dependencies that the widget does not itself declare. */
const SERVICE_ONLY = Object.keys(service.dependencies).filter((name) => !(name in widget.dependencies));

let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

// `npm test` builds first; run `npm run build` before this file on its own.
describe.skipIf(!existsSync(`${root}/dist/index.js`))('docs-assistant, packed and installed beside React', () => {
  it('brings none of the local service: not the package, not its MCP server, no dependency of its own', async () => {
    const install = await packAndInstall(root, ['react', 'react-dom']);
    folder = install.folder;
    const installedWidget = install.tree.dependencies?.['docs-assistant'];
    expect(installedWidget).toBeDefined();
    // `npm ls` of the widget: its own dependencies, none of them one only the service declares.
    expect(Object.keys(installedWidget?.dependencies ?? {}).filter((name) => SERVICE_ONLY.includes(name))).toEqual([]);
    // Nor anywhere deeper: the service itself and what only it uses (react-markdown brings unified and remark-parse
    // for its own sake, so those may be there).
    expect(
      [service.name, '@modelcontextprotocol/sdk', 'minisearch', 'github-slugger', 'remark-mdx'].filter((name) =>
        install.installed.has(name),
      ),
    ).toEqual([]);
  }, 240_000);
});
