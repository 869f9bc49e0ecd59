import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocsIndex } from '../../src/retrieval/load-docs';

/**
 * A file the loader cannot read is neither indexed nor served (llms.txt and MCP read pages from `files`); one it
 * read but could not parse is not indexed, yet still served as written. A unix socket named like a page stands in
 * for the unreadable file: opening it fails (ENXIO) for every user, root included, where a chmod would not.
 */
let folder: string;
let socket: Server;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'docs-assistant-skipped-'));
  await writeFile(join(folder, 'index.md'), '# Home\n\nThe harbour opens at dawn.\n');
  await writeFile(join(folder, 'broken.mdx'), '# Broken\n\n<Tabs>\n  <TabItem>\n</Tabs>\n');
  socket = createServer();
  await new Promise<void>((resolve) => socket.listen(join(folder, 'socket.md'), resolve));
});
afterAll(async () => {
  await new Promise((resolve) => socket?.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

describe('files the docs loader skips', () => {
  it('an unreadable file: one warning saying so, not indexed and not served', async () => {
    const warnings: string[] = [];
    const index = await loadDocsIndex(folder, { warn: (line) => warnings.push(line) });
    expect(warnings).toContain('docs: skipping socket.md (cannot be read: ENXIO)');
    expect([...index.pages.keys()]).toEqual(['/']);
    expect(index.files.map((file) => file.path)).not.toContain('/socket');
  });

  it('an unparsable file: one warning saying why, not indexed, still served as written', async () => {
    const warnings: string[] = [];
    const index = await loadDocsIndex(folder, { warn: (line) => warnings.push(line) });
    expect(warnings.filter((line) => line.includes('broken.mdx'))).toEqual([
      expect.stringMatching(/^docs: skipping broken\.mdx \(line 5:1: /),
    ]);
    expect(index.pages.has('/broken')).toBe(false);
    const root = await realpath(folder);
    expect(index.files).toContainEqual(
      expect.objectContaining({ path: '/broken', file: join(root, 'broken.mdx'), root }),
    );
  });
});
