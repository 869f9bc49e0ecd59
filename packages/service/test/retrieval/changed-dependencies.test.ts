import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openIndexSnapshot } from '../../src/retrieval/index-snapshot';
import { createDocsLoader } from '../../src/retrieval/load-docs';
import { openPageCache } from '../../src/retrieval/page-cache';
import { edit } from '../support/edit-file';

/**
 * What a page depends on changes when the page does: an include it gains in an edit, links that now go to other
 * pages. The page as edited is what a restart and --watch then keep up to date — an edit to the new snippet, a new
 * slug on the newly linked page — not what it included and linked before.
 */
let root: string;
let docs: string;
let data: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-assistant-deps-'));
  docs = join(root, 'docs');
  data = join(root, 'data');
  await writeFile(join(root, 'package.json'), '{}');
  await writeFile(join(root, 'docusaurus.config.js'), "module.exports = { presets: [['classic', {}]] };\n");
  await mkdir(join(root, 'snippets'), { recursive: true });
  await mkdir(docs, { recursive: true });
  await writeFile(join(root, 'snippets', 'greet.md'), 'Greet with a walrus.\n');
  await writeFile(join(docs, 'guide.md'), '# Guide\n\nSee [the old page](./old.md).\n');
  await writeFile(join(docs, 'old.md'), '---\nslug: /old-place\n---\n\n# Old\n\nOld text.\n');
  await writeFile(join(docs, 'new.md'), '---\nslug: /new-place\n---\n\n# New\n\nNew text.\n');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A start with the data dir kept between starts, as `serve` does: the guide page's text as it then reads. */
async function start(warnings: string[] = []): Promise<string> {
  const warn = (line: string) => warnings.push(line);
  const cache = openPageCache(data, docs, warn);
  const loader = createDocsLoader(docs, { cache, snapshot: openIndexSnapshot(data, warn), warn, workers: false });
  const index = await loader.load();
  loader.saveIfChanged();
  const guide = index.sections
    .filter((section) => section.path === '/docs/guide')
    .map((section) => section.markdown)
    .join('\n');
  cache?.close();
  return guide;
}

const GAINS_INCLUDE_AND_LINK =
  "import Greet from '@site/snippets/greet.md';\n\n# Guide\n\n<Greet />\n\nSee [the new page](./new.md).\n";

it('at a restart: an include and a link the page gained in an edit are followed when they change in turn', async () => {
  expect(await start()).toContain('[the old page](/docs/old-place)');

  await edit(join(docs, 'guide.md'), GAINS_INCLUDE_AND_LINK, 1);
  const edited = await start();
  expect(edited).toContain('Greet with a walrus.');
  expect(edited).toContain('[the new page](/docs/new-place)');

  // The snippet the page did not include before, and the page it did not link to before, change.
  await edit(join(root, 'snippets', 'greet.md'), 'Greet with a pelican.\n', 2);
  await edit(join(docs, 'new.md'), '---\nslug: /moved-again\n---\n\n# New\n\nNew text.\n', 3);
  const after = await start();
  expect(after).toContain('Greet with a pelican.');
  expect(after).toContain('[the new page](/docs/moved-again)');
  // The page it no longer links to is not what keeps it up to date: an edit there leaves it as it is.
  await edit(join(docs, 'old.md'), '---\nslug: /old-moved\n---\n\n# Old\n\nOld text.\n', 4);
  expect(await start()).toBe(after);
});

it('under --watch: the loader follows what the edited page includes and links now', async () => {
  const loader = createDocsLoader(docs, { workers: false, warn: () => undefined });
  await loader.load();
  expect([...loader.dependencies()]).toEqual([join(docs, 'old.md')]);

  await edit(join(docs, 'guide.md'), GAINS_INCLUDE_AND_LINK, 1);
  await loader.load();
  expect([...loader.dependencies()].sort()).toEqual([join(docs, 'new.md'), join(root, 'snippets', 'greet.md')].sort());

  await edit(join(root, 'snippets', 'greet.md'), 'Greet with a pelican.\n', 2);
  await edit(join(docs, 'new.md'), '---\nslug: /moved-again\n---\n\n# New\n\nNew text.\n', 3);
  const index = await loader.load();
  const guide = index.sections.filter((section) => section.path === '/docs/guide').map((s) => s.markdown);
  expect(guide.join('\n')).toContain('Greet with a pelican.');
  expect(guide.join('\n')).toContain('[the new page](/docs/moved-again)');
});

it('an include not found is read once its file appears: at a restart and under --watch', async () => {
  await edit(join(docs, 'guide.md'), "import Part from './_part.md';\n\n# Guide\n\n<Part />\n\nThe rest.\n", 1);
  expect(await start()).not.toContain('walrus');
  const loader = createDocsLoader(docs, { workers: false, warn: () => undefined });
  await loader.load();

  await edit(join(docs, '_part.md'), 'The part arrives with a walrus.\n', 2);
  expect(await start()).toContain('The part arrives with a walrus.');
  const watched = await loader.load();
  const guide = watched.sections.filter((section) => section.path === '/docs/guide').map((s) => s.markdown);
  expect(guide.join('\n')).toContain('The part arrives with a walrus.');
});

it('a fresh checkout (every file a new time, the same text) leaves the page as parsed; an edited snippet does not', async () => {
  await edit(join(docs, 'guide.md'), GAINS_INCLUDE_AND_LINK, 1);
  const parsed = await start();
  expect(parsed).toContain('Greet with a walrus.');

  // The page, the snippet it includes and the page it links to, all touched as a clone leaves them.
  for (const file of [join(docs, 'guide.md'), join(root, 'snippets', 'greet.md'), join(docs, 'new.md')])
    await utimes(file, new Date(Date.UTC(2031, 0, 1)), new Date(Date.UTC(2031, 0, 1)));
  const warnings: string[] = [];
  expect(await start(warnings)).toBe(parsed);
  expect(warnings).toEqual([
    'docs: 2 file(s) have new modification times but the text they were parsed from: kept their parses',
  ]);

  await edit(join(root, 'snippets', 'greet.md'), 'Greet with a heron.\n', 5);
  const after: string[] = [];
  expect(await start(after)).toContain('Greet with a heron.');
  expect(after).toContainEqual(expect.stringMatching(/1 file\(s\) changed.*\(1 parsed\)/));
});
