// A package as a user gets it: packed with `npm pack`, installed from the tarball into an empty folder.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/** npm and a bin's `#!/usr/bin/env node` find the Node running the suite (22, from the root's devDependency). */
export const envWithThisNode = {
  ...process.env,
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
};

export interface LsNode {
  dependencies?: Record<string, LsNode>;
}

function names(tree: LsNode, into: Set<string>): Set<string> {
  for (const [name, child] of Object.entries(tree.dependencies ?? {})) {
    into.add(name);
    names(child, into);
  }
  return into;
}

export interface PackedInstall {
  /** The temporary folder holding the tarball and `site/`, the project it was installed into. */
  folder: string;
  site: string;
  /** `npm ls --all --omit=dev --json` in the site. */
  tree: LsNode;
  /** Every package that tree lists, however deep. */
  installed: Set<string>;
}

/** Packs `packageDir`, installs the tarball (and `alongside`, e.g. React) into an empty project, lists what came. */
export async function packAndInstall(packageDir: string, alongside: string[] = []): Promise<PackedInstall> {
  const folder = await mkdtemp(join(tmpdir(), 'docs-assistant-packed-'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', folder], {
      cwd: packageDir,
      env: envWithThisNode,
      encoding: 'utf8',
    }),
  ) as [{ filename: string }];
  const site = join(folder, 'site');
  await mkdir(site);
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--omit=dev',
      join(folder, packed.filename),
      ...alongside,
    ],
    { cwd: site, env: envWithThisNode, stdio: 'ignore' },
  );
  const tree = JSON.parse(
    execFileSync('npm', ['ls', '--all', '--omit=dev', '--json'], { cwd: site, env: envWithThisNode, encoding: 'utf8' }),
  ) as LsNode;
  return { folder, site, tree, installed: names(tree, new Set()) };
}
