import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDocsFolder, type OpenDocsFolder } from '../../src/docs-folder';

/**
 * `--watch` re-reads the pages that include a file when that file is edited, whatever its extension, inside the
 * docs folder (`snippets/greet.py`) or beside it (`../docs_src/farewell.py`, in a folder watched for it).
 */
let root: string;
let docs: string;
let opened: OpenDocsFolder | undefined;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-assistant-watch-included-'));
  docs = join(root, 'docs');
  await writeFile(join(root, 'package.json'), '{}');
  await mkdir(join(docs, 'snippets'), { recursive: true });
  await mkdir(join(root, 'docs_src'));
  await writeFile(join(docs, 'snippets', 'greet.py'), 'print("hello from the walrus")\n');
  await writeFile(join(root, 'docs_src', 'farewell.py'), 'print("goodbye from the narwhal")\n');
  await writeFile(
    join(docs, 'guide.md'),
    '# Guide\n\n## Greeting\n\n--8<-- "snippets/greet.py"\n\n## Farewell\n\n{* ../docs_src/farewell.py *}\n',
  );
});
afterEach(async () => {
  opened?.close({ save: false });
  opened = undefined;
  await rm(root, { recursive: true, force: true });
});

/** Waits (the watcher works on its own time; the suite's timeout bounds it) until the section's code has `text`. */
async function codeBecomes(id: string, text: string) {
  for (;;) {
    const code = opened?.index.sections.find((section) => section.id === id)?.code ?? '';
    if (code.includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('re-reads the page when an included file in the docs folder or beside it is edited', async () => {
  opened = await openDocsFolder({ folder: docs, dataDir: join(root, 'data'), watch: true, warn: () => undefined });
  await codeBecomes('/guide#greeting', 'walrus');

  await writeFile(join(docs, 'snippets', 'greet.py'), 'print("hello from the pelican, at last")\n');
  await codeBecomes('/guide#greeting', 'pelican');

  await writeFile(join(root, 'docs_src', 'farewell.py'), 'print("goodbye from the albatross, at last")\n');
  await codeBecomes('/guide#farewell', 'albatross');
  expect(opened.index.retrieve('albatross', { limit: 1 }).hits[0]?.section.id).toBe('/guide#farewell');
});
