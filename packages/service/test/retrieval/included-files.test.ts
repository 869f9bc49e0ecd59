import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openIndexSnapshot, type IndexSnapshot } from '../../src/retrieval/index-snapshot';
import { createDocsLoader } from '../../src/retrieval/load-docs';
import { openPageCache } from '../../src/retrieval/page-cache';
import { edit } from '../support/edit-file';

/**
 * A page is what its files make it, not only its own file: an edit to a snippet it includes (in the docs folder or
 * beside it, as FastAPI keeps `docs_src/`) changes the page under --watch and at the next start, and the saved
 * index is changed for it, not built again.
 */
let root: string;
let docs: string;
let data: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-assistant-included-'));
  docs = join(root, 'docs');
  data = join(root, 'data');
  // A project file marks the repository's root, so an example beside the docs folder is inside the site.
  await writeFile(join(root, 'package.json'), '{}');
  await mkdir(join(docs, 'snippets'), { recursive: true });
  await mkdir(join(root, 'docs_src'), { recursive: true });
  await writeFile(join(docs, 'snippets', 'greet.py'), 'print("hello from the walrus")\n');
  await writeFile(join(root, 'docs_src', 'farewell.py'), 'print("goodbye from the narwhal")\n');
  await writeFile(
    join(docs, 'guide.md'),
    '# Guide\n\n## Greeting\n\nThe greeting example:\n\n--8<-- "snippets/greet.py"\n\n## Farewell\n\nThe farewell example:\n\n{* ../docs_src/farewell.py *}\n',
  );
  await writeFile(join(docs, 'other.md'), '# Other\n\nNothing to do with greetings.\n');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function counting(snapshot: IndexSnapshot) {
  const counted = { writes: 0 };
  return {
    counted,
    snapshot: {
      read: (fingerprint: string) => snapshot.read(fingerprint),
      write: (...args: Parameters<IndexSnapshot['write']>) => {
        counted.writes++;
        snapshot.write(...args);
      },
    },
  };
}

async function start() {
  const warnings: string[] = [];
  const warn = (line: string) => warnings.push(line);
  const cache = openPageCache(data, docs, warn);
  const { snapshot, counted } = counting(openIndexSnapshot(data, warn));
  const loader = createDocsLoader(docs, { cache, snapshot, warn, workers: false });
  const index = await loader.load();
  loader.saveIfChanged();
  // A page read back from the page cache reads its text from it when asked: asked before it closes.
  const code = new Map(index.sections.map((section) => [section.id, section.code]));
  const markdown = index.sections.map((section) => section.markdown).join('\n');
  cache?.close();
  return { index, code, markdown, warnings, saves: counted.writes };
}

const codeOf = (index: { sections: ReadonlyArray<{ id: string; code: string }> }, id: string) =>
  index.sections.find((section) => section.id === id)?.code ?? '';

it('an edit to an included snippet or docs_src example changes the page at the next start, the saved index updated for it', async () => {
  const first = await start();
  expect(first.code.get('/guide#greeting')).toContain('walrus');
  expect(first.code.get('/guide#farewell')).toContain('narwhal');

  await edit(join(docs, 'snippets', 'greet.py'), 'print("hello from the pelican")\n', 1);
  await edit(join(root, 'docs_src', 'farewell.py'), 'print("goodbye from the albatross")\n', 2);
  const second = await start();
  expect(second.code.get('/guide#greeting')).toContain('pelican');
  expect(second.code.get('/guide#farewell')).toContain('albatross');
  expect(second.index.retrieve('pelican greeting', { limit: 1 }).hits[0]?.section.id).toBe('/guide#greeting');
  expect(second.index.retrieve('walrus', { limit: 5 }).hits).toEqual([]);
  expect(second.warnings).toContainEqual(expect.stringMatching(/1 file\(s\) changed.*updated it \(1 parsed\)/));

  // Saved as updated: the start after reads it as it is.
  const third = await start();
  expect(third.code.get('/guide#greeting')).toContain('pelican');
  expect(third.saves).toBe(0);
});

it('under --watch, a load after an edit to an included file quotes the new example', async () => {
  const loader = createDocsLoader(docs, { workers: false, warn: () => undefined });
  const before = await loader.load();
  expect(codeOf(before, '/guide#greeting')).toContain('walrus');
  expect([...loader.dependencies()].sort()).toEqual(
    [join(root, 'docs_src', 'farewell.py'), join(docs, 'snippets', 'greet.py')].sort(),
  );

  await edit(join(docs, 'snippets', 'greet.py'), 'print("hello from the pelican")\n', 3);
  const after = await loader.load();
  expect(codeOf(after, '/guide#greeting')).toContain('pelican');
  expect(after.retrieve('pelican', { limit: 1 }).hits[0]?.section.id).toBe('/guide#greeting');
});

it('two files that claim one page path: a restart keeps the saved index, and says which file holds the path', async () => {
  await mkdir(join(docs, 'setup'));
  await writeFile(join(docs, 'setup.md'), '# Setup\n\nInstall the foghorn first.\n');
  await writeFile(join(docs, 'setup', 'index.md'), '# Setup again\n\nInstall the lighthouse first.\n');

  const first = await start();
  const claim = (warnings: string[]) => warnings.filter((line) => line.includes('/setup'));
  expect(claim(first.warnings)).toEqual([
    expect.stringMatching(/skipping setup[/\\]index\.md \(its page path \/setup is already setup\.md's\)/),
  ]);
  expect(first.saves).toBe(1);

  // Nothing changed: the saved index is read as it is, not built again and saved again.
  const second = await start();
  expect(second.saves).toBe(0);
  expect(claim(second.warnings)).toHaveLength(1);

  // Another file changed: the saved index is changed for it alone.
  await edit(join(docs, 'other.md'), '# Other\n\nNothing to do with greetings, or foghorns.\n', 4);
  const third = await start();
  expect(third.warnings).toContainEqual(expect.stringMatching(/1 file\(s\) changed.*updated it \(1 parsed\)/));
  expect(third.index.retrieve('install the foghorn', { limit: 1 }).hits[0]?.section.path).toBe('/setup');
  expect(third.markdown).not.toContain('lighthouse');
});
