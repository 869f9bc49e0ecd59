// The one read every docs page goes through — at start-up, on --watch, when build-llms and `mcp` read the folder,
// and on each request for a page — refuses a file whose real path is outside the docs folder at the moment it is
// read, whether the file itself or a folder above it is the link. Links that stay inside read as their target.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocsFile, readDocsFileSync } from '../../src/read-docs-file';

let base: string;
let root: string;
let outside: string;

beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'docs-assistant-read-')));
  root = join(base, 'docs');
  outside = join(base, 'outside');
  await mkdir(join(root, 'guides'), { recursive: true });
  await mkdir(join(outside, 'notes'), { recursive: true });
  await writeFile(join(root, 'index.md'), '# Home\n');
  await writeFile(join(root, 'guides', 'install.md'), '# Install\n');
  await writeFile(join(outside, 'secret.md'), '# Secret\n');
  await writeFile(join(outside, 'notes', 'a.md'), '# Outside note\n');
  await symlink(join(root, 'guides', 'install.md'), join(root, 'setup.md'));
  await symlink(join(root, 'guides'), join(root, 'tutorials'));
  await symlink(join(outside, 'secret.md'), join(root, 'secret.md'));
  await symlink(join(outside, 'notes'), join(root, 'notes'));
  await symlink(join(base, 'docs-sibling.md'), join(root, 'sibling.md'));
  // A name that starts like the docs folder's is not inside it.
  await writeFile(join(base, 'docs-sibling.md'), '# Sibling\n');
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe.each([
  ['readDocsFile', (file: string) => readDocsFile(root, file)],
  ['readDocsFileSync', async (file: string) => readDocsFileSync(root, file)],
])('%s', (_name, read) => {
  it('reads a file in the folder, and a link whose target is in the folder, file or folder', async () => {
    await expect(read(join(root, 'index.md'))).resolves.toBe('# Home\n');
    await expect(read(join(root, 'setup.md'))).resolves.toBe('# Install\n');
    await expect(read(join(root, 'tutorials', 'install.md'))).resolves.toBe('# Install\n');
  });

  it('refuses a link out of the folder, by the file itself or by a folder above it, and says where it leads', async () => {
    await expect(read(join(root, 'secret.md'))).rejects.toThrow(
      `it leads to ${join(outside, 'secret.md')}, outside the docs folder`,
    );
    await expect(read(join(root, 'notes', 'a.md'))).rejects.toThrow(
      `it leads to ${join(outside, 'notes', 'a.md')}, outside the docs folder`,
    );
    await expect(read(join(root, 'sibling.md'))).rejects.toThrow(
      `it leads to ${join(base, 'docs-sibling.md')}, outside the docs folder`,
    );
  });

  it('refuses a folder, and passes on why a missing file could not be read', async () => {
    await expect(read(join(root, 'guides'))).rejects.toThrow('it is not a regular file');
    await expect(read(join(root, 'gone.md'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
