import { mkdir, mkdtemp, open, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/retrieval/markdown-sections';
import { expandIncludes } from '../../src/retrieval/includes/expand-includes';
import { loadDocsIndex } from '../../src/retrieval/load-docs';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

/**
 * Includes and macros read as the published site reads them (test/fixtures/generators/, one folder per generator):
 * the included code or text is in the section, the directive never is, and one that cannot be read is left out
 * with a warning naming it.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/generators/${name}`, import.meta.url));

/** Every directive form these tests use, as written in a page: none may reach a section. */
const DIRECTIVES =
  /--8<--|\{\*|\*\}|\{!|!\}|<<<|@include|literalinclude|\{include\}|raw-loader|\?raw|<CodeBlock|<Code |<Retry/;

async function load(folder: string) {
  const warnings: string[] = [];
  const index = await loadDocsIndex(folder, { warn: (line) => warnings.push(line), workers: false });
  for (const section of index.sections) {
    expect(DIRECTIVES.test(section.markdown), `a directive in ${section.id}: ${section.markdown}`).toBe(false);
    expect(DIRECTIVES.test(section.prose), `a directive in the text of ${section.id}`).toBe(false);
  }
  const section = (id: string): Section => {
    const found = index.sections.find((candidate) => candidate.id === id);
    expect(found, `${id} among ${index.sections.map((s) => s.id).join(', ')}`).toBeDefined();
    return found as Section;
  };
  return { index, warnings, section };
}

describe('MkDocs includes', () => {
  it('snippets (a line, a section, a line range, the block form) and markdown-include bring their text in', async () => {
    const { section } = await load(fixture('mkdocs/docs'));
    expect(section('/includes#snippet-line').prose).toContain('Install the harbor CLI with pipx');
    expect(section('/includes#snippet-section').code).toBe('harbor.connect(dock="north", retries=3)');
    expect(section('/includes#snippet-lines').code).toBe('harbor.log_tide_level("unrelated")');
    expect(section('/includes#snippet-block').prose).toContain('refreshed from the harbour master');
    expect(section('/includes#markdown-include').prose).toContain('refreshed from the harbour master');
  });

  it("FastAPI's {* file *} quotes the example as code, resolved from the config's folder", async () => {
    const { section } = await load(fixture('mkdocs/docs'));
    expect(section('/includes#code-from-the-examples').markdown).toContain('```python\nfrom harbor import Harbor');
    expect(section('/includes#code-from-the-examples').code).toContain('app = Harbor(berths=12)');
  });

  it('with the examples at the repository root two folders above docs/en/docs, as FastAPI keeps them', async () => {
    const { section, warnings } = await load(fixture('mkdocs-nested/docs/en/docs'));
    expect(section('/tutorial/first-steps').code).toContain('async def list_berths():');
    // markdown-include inside a code block: the file's text is the block's code.
    expect(section('/tutorial/first-steps#the-old-include-syntax').code).toContain('return {"berths"');
    expect(warnings).toEqual([]);
  });

  it('an example that is not there is left out, with one warning naming what was not found', async () => {
    const { section, warnings } = await load(fixture('mkdocs/docs'));
    expect(section('/includes#an-example-that-is-not-there').markdown).toBe('Nothing else belongs in this section.');
    expect(warnings.filter((line) => line.startsWith('docs: includes.md'))).toEqual([
      'docs: includes.md: include not found, left out: snippets/missing-note.md, docs_src/nowhere/tutorial404.py',
    ]);
  });
});

describe('Docusaurus and Starlight imports', () => {
  it('raw-loader and ?raw imports shown by <CodeBlock> are code; an .md partial is text; a missing one is left out', async () => {
    const { section, warnings } = await load(fixture('docusaurus/docs'));
    const page = '/docs/guides/configure-harbor';
    expect(section(page).markdown).toContain("```js\nmodule.exports = { berth: 'north'");
    expect(section(`${page}#the-widget`).code).toContain("export const mooringWidget = { dock: 'south'");
    expect(section(`${page}#retries`).prose).toContain('retried three times with a doubling back-off');
    expect(section(`${page}#nothing-to-show`).markdown).toBe('The example above is not in this checkout.');
    expect(warnings).toEqual([
      'docs: 01-guides/02-configure.mdx: include not found, left out: ../../examples/not-there.js',
    ]);
  });

  it("Starlight's <Code code={imported} /> of a ?raw import is code in the language it names", async () => {
    const { section } = await load(fixture('starlight/src/content/docs'));
    expect(section('/guides/code-import#show-an-image').markdown).toContain('```astro\n<Image src={harborPhoto}');
  });

  it('leaves an include written inside a JSX template literal (an example of one) as it is, and reads the page', async () => {
    const { section, warnings } = await load(fixture('starlight/src/content/docs'));
    expect(warnings.filter((line) => line.includes('code-import'))).toEqual([]);
    const example = section('/guides/code-import#show-how-to-import-one').prose;
    expect(example).toContain('The example stays as written.');
    expect(example).not.toContain('harborPhoto');
  });
});

describe('VitePress includes', () => {
  it('<<< with a region and a language, and <!--@include:-->, bring their text in; a missing one is left out', async () => {
    const { section, warnings } = await load(fixture('vitepress'));
    const region = section('/guide/includes#a-region-of-a-snippet');
    expect(region.markdown).toMatch(/^```ts\n/);
    expect(region.code).toContain('server: { port: 4173, strictPort: true }');
    // Only the region: not the import above it, nor its marker comments.
    expect(region.code).not.toMatch(/import \{ defineConfig \}|#region|#endregion/);
    expect(section('/guide/includes#a-shared-part').prose).toContain('Set server.strictPort to exit instead');
    expect(section('/guide/includes#a-snippet-that-is-not-there').markdown).toBe('Only this sentence remains here.');
    expect(warnings).toContain('docs: guide/includes.md: include not found, left out: @/snippets/nowhere.js');
  });
});

describe('MyST includes', () => {
  it('{literalinclude} with :lines: and :language: is code; {include} is text', async () => {
    const { section } = await load(fixture('myst'));
    expect(section('/includes#literal-include').markdown).toBe(
      '```python\ntides = harbor.load("tides.csv")\nprint(tides.high_water())\n```',
    );
    expect(section('/includes#include').prose).toContain('Never moor on a falling spring tide');
    // `:start-line: 2` skips the included file's title and the blank line after it, as docutils does.
    expect(section('/includes#release').markdown).toBe('Tag the release, then publish the wheel.');
  });
});

describe('an answer over HTTP', () => {
  let service: StartedLocalService;
  beforeAll(async () => {
    service = await startLocalService({ docs: fixture('mkdocs-nested/docs/en/docs') });
  });
  afterAll(async () => {
    await service.close();
  });

  it('quotes the example the page includes, never the directive', async () => {
    const response = await postJson(
      `${service.url}/discovery/v2/assistant/harbor/message`,
      { fp: 'reader', messages: [userMessage('How do I write my first Harbor app that lists the berths?')] },
      service.assistantKey,
    );
    const text = answerText(await readChunks(response));
    expect(text).toContain('/tutorial/first-steps');
    expect(text).toContain('async def list_berths():');
    expect(text).not.toMatch(DIRECTIVES);
  });

  it('serves agents the page with the example in it (its .md and llms-full.txt), never the directive', async () => {
    for (const route of ['/tutorial/first-steps.md', '/llms-full.txt']) {
      const response = await fetch(`${service.url}${route}`);
      expect(response.status, route).toBe(200);
      const markdown = await response.text();
      expect(markdown, route).toContain('async def list_berths():');
      expect(markdown, route).not.toMatch(DIRECTIVES);
    }
  });
});

/**
 * Includes a docs folder nobody checked may hold: each is refused and named in the page's one warning, and nothing
 * of it reaches the index; the page around it is still read.
 */
describe('hostile includes', () => {
  let dir: string;
  let site: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-assistant-includes-'));
    site = join(dir, 'site');
    await mkdir(join(site, 'docs'), { recursive: true });
    await mkdir(join(dir, 'outside'));
    await writeFile(join(site, 'mkdocs.yml'), 'site_name: Harbor\n');
    await writeFile(join(dir, 'outside', 'secret.py'), 'SECRET_TOKEN = "do-not-quote"\n');
    await symlink(join(dir, 'outside', 'secret.py'), join(site, 'linked.py'));
    // 50 MB, most of it a hole in the file: refused by its size before a byte is read.
    const huge = await open(join(site, 'huge.py'), 'w');
    await huge.truncate(50 * 1024 * 1024);
    await huge.close();
    await writeFile(join(site, 'binary.py'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a]));
    await writeFile(join(site, 'docs', 'loop.md'), '# Loop\n\nThe loop page.\n\n--8<-- "docs/loop.md"\n');
    await writeFile(
      join(site, 'docs', 'hostile.md'),
      [
        '# Hostile',
        '',
        'The page itself is read.',
        '',
        '--8<-- "../../etc/passwd"',
        '',
        '{* ../outside/secret.py *}',
        '',
        '{* linked.py *}',
        '',
        '{* huge.py *}',
        '',
        '{* binary.py *}',
        '',
        '<!--@include: /etc/hostname-->',
        '',
        'The end of the page is read too.',
        '',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses paths and links out of the site, a 50 MB file, a binary file and a loop, one warning a page', async () => {
    const { section, warnings } = await load(join(site, 'docs'));
    const hostile = section('/hostile');
    expect(hostile.prose).toContain('The page itself is read.');
    expect(hostile.prose).toContain('The end of the page is read too.');
    expect(hostile.markdown).not.toMatch(/root:|SECRET_TOKEN|PNG/);
    expect(hostile.code).toBe('');
    const hostileWarnings = warnings.filter((line) => line.startsWith('docs: hostile.md'));
    expect(hostileWarnings).toEqual([
      `docs: hostile.md: include refused, left out: ../../etc/passwd (outside the site folder, ${site}), ` +
        `../outside/secret.py (outside the site folder, ${site}), ` +
        `linked.py (it leads to ${join(dir, 'outside', 'secret.py')}, outside the site folder) and 2 more`,
      // VitePress's include paths are the page's or the docs folder's: `/etc` is looked for under docs/.
      'docs: hostile.md: include not found, left out: /etc/hostname',
    ]);
    // The loop is read once (as the page) and refused where the page includes itself.
    expect(section('/loop').prose).toBe('The loop page.');
    expect(warnings).toContain('docs: loop.md: include refused, left out: docs/loop.md (it includes itself)');
  });

  it("names a skipped page's line as the file's own, whatever its includes added above it", async () => {
    await writeFile(join(site, 'three-lines.md'), 'One.\n\nTwo.\n\nThree.\n');
    await writeFile(
      join(site, 'docs', 'broken.mdx'),
      '---\ntitle: Broken\n---\n\n--8<-- "three-lines.md"\n\n<Tabs>\n  <TabItem>\n</Tabs>\n',
    );
    const { warnings } = await load(join(site, 'docs'));
    // `</Tabs>` is on line 9 of the file (line 13 of the text the parser read).
    expect(warnings).toContainEqual(expect.stringMatching(/^docs: skipping broken\.mdx \(line 9:1: /));
    await rm(join(site, 'docs', 'broken.mdx'));
  });

  it('names the size and the binary file when they are the only ones', async () => {
    await writeFile(join(site, 'docs', 'data.md'), '# Data\n\nRead.\n\n{* huge.py *}\n\n{* binary.py *}\n');
    const { section, warnings } = await load(join(site, 'docs'));
    expect(section('/data').markdown).toBe('Read.');
    expect(warnings).toContain(
      'docs: data.md: include refused, left out: huge.py (larger than 512 KB), binary.py (not text)',
    );
  });
});

describe('the syntax shown in inline code', () => {
  it('is text, not an include: no file is looked for and nothing is warned', async () => {
    const page = '| markdown-include `{!file!}`, inside a code block too | the folder of `mkdocs.yml` |';
    const root = fileURLToPath(new URL('../fixtures/generators/mkdocs', import.meta.url));
    const expanded = expandIncludes(page, join(root, 'docs', 'page.md'), {
      docs: join(root, 'docs'),
      config: root,
      site: root,
    });
    expect(expanded.text).toBe(page);
    expect(expanded.warnings).toEqual([]);
  });
});

describe('Docusaurus .md pages, which Docusaurus reads as MDX', () => {
  it("an .mdx partial a .md page shows with <ScriptShell /> is read, and the page's imports are never text", async () => {
    const { index } = await load(fixture('docusaurus-plugins/docs'));
    const settings = index.sections.filter((section) => /\/settings(#|$)/.test(section.id));
    const byAnchor = (anchor: string) => settings.find((section) => section.anchor === anchor);
    expect(byAnchor('')?.prose).toContain("Harbor reads its settings from harbor.yaml in the project's root.");
    expect(byAnchor('scriptshell')?.prose).toContain('The shell Harbor runs its scripts with');
    // Redux's pages put `<!-- prettier-ignore -->` on the line above an import: still a block of its own.
    for (const section of settings)
      expect(section.prose, section.id).not.toMatch(/import|SettingsRedirect|Berth|DockWarning/);
    // An import inside a code block is the example's code.
    expect(byAnchor('')?.code).toContain("import harbor from 'harbor';");
  });
});
