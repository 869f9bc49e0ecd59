import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlugger } from '../../src/retrieval/slug';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';

/**
 * Nothing in a docs folder can stop start-up: the files here once did (the Astro docs' `## \`<Image />\`` after an
 * intro paragraph gave `MiniSearch: duplicate ID`) or could (two files for one page path, invalid MDX, binary data,
 * deep nesting, a file too large to be a page). Each bad file is skipped with one warning naming it and why.
 */
let folder: string;
let service: StartedLocalService;
const warnings: string[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'docs-assistant-hazards-'));
  const write = async (name: string, text: string | Buffer) => {
    await mkdir(join(folder, name, '..'), { recursive: true });
    await writeFile(join(folder, name), text);
  };
  await write('images.md', 'Intro paragraph about images.\n\n## `<Image />`\n\nThe image component.\n');
  await write('images-mdx.mdx', 'Intro paragraph.\n\n## `<Image />`\n\n## <Picture />\n\nThe picture component.\n');
  await write('guide.md', '# Guide\n\nThe guide as one file.\n');
  await write('guide/index.md', '# Guide\n\nThe guide as a folder.\n');
  await write('broken.mdx', '# Broken\n\n<Tabs>\n  <TabItem>\n</Tabs>\n');
  await write('binary.md', Buffer.from([0, 159, 146, 150, 0, 255, 254, 10, 35, 32, 0, 10]));
  await write('deep.md', `${'> '.repeat(20_000)}deep\n\n${'['.repeat(50_000)}\n`);
  await write('huge.md', `# Huge\n\n${'data '.repeat(1_000_000)}\n`);
  await write(
    'emoji.md',
    '# Emoji\n\n## 🚀\n\nLaunch.\n\n## 🚀\n\nAgain.\n\n## Launch {#launch}\n\n## Launch\n\nThird.\n',
  );
  await write('empty.md', '');
  service = await startLocalService({ docs: folder, warn: (line) => warnings.push(line) });
  // A bound on hangs: deep.md and huge.md take seconds of parsing, more on a machine shared with other work.
}, 60_000);
afterAll(async () => {
  await service?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('a docs folder full of hazards', () => {
  it('starts, serves and answers', async () => {
    const health = (await (await fetch(`${service.url}/healthz`)).json()) as { ok: boolean; pages: number };
    expect(health.ok).toBe(true);
    expect(health.pages).toBeGreaterThanOrEqual(6);
  });

  it('says once for each file it skipped which file and why', () => {
    const skipped = warnings.filter((line) => line.includes('skipping'));
    expect(skipped).toHaveLength(4);
    expect(skipped).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/skipping broken\.mdx \(line 5:1: /),
        expect.stringMatching(/skipping guide[/\\]index\.md \(its page path \/guide is already guide\.md's\)/),
        expect.stringMatching(/skipping huge\.md \(larger than 4 MB/),
        expect.stringMatching(/skipping deep\.md \(nested too deeply to parse\)/),
      ]),
    );
  });
});

describe('anchors by generator', () => {
  const anchors = (generator: Parameters<typeof createSlugger>[0], headings: string[]) => {
    const slug = createSlugger(generator);
    return headings.map((heading) => slug(heading));
  };

  it('follows github-slugger for GitHub, Docusaurus, Starlight and Nextra', () => {
    for (const generator of ['github', 'docusaurus', 'starlight', 'nextra'] as const)
      expect(anchors(generator, ['server.port', '<Image />', 'Options', 'Options', 'Ça va?'])).toEqual([
        'serverport',
        'image-',
        'options',
        'options-1',
        'ça-va',
      ]);
  });

  it('follows VitePress, MkDocs and Sphinx in their own ways', () => {
    expect(anchors('vitepress', ['server.port', '<Image />', 'Options', 'Options', 'Ça va?', '2.0 release'])).toEqual([
      'server-port',
      'image',
      'options',
      'options-1',
      'ca-va',
      '_2-0-release',
    ]);
    expect(anchors('mkdocs', ['server.port', 'Options', 'Options', 'Ça va?', 'A -- B'])).toEqual([
      'serverport',
      'options',
      'options_1',
      'ca-va',
      'a-b',
    ]);
    expect(anchors('sphinx', ['server.port', 'Tide tables & charts', '2.0 release'])).toEqual([
      'server-port',
      'tide-tables-charts',
      'release',
    ]);
  });

  it('never hands out an explicit id again', () => {
    const slug = createSlugger('github');
    expect([slug.reserve('options'), slug('Options'), slug.reserve('options')]).toEqual([
      'options',
      'options-1',
      'options-2',
    ]);
  });
});
