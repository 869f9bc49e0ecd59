import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsPages } from '../../src/llms/docs-pages';
import { detectGenerator } from '../../src/retrieval/generator';
import { loadDocsIndex } from '../../src/retrieval/load-docs';

/**
 * A Hugo site (gohugo.io's own docs are one) read as Hugo publishes it: recognised from hugo.toml above the content
 * folder, its `_common/` bundle of snippets included where pages `{{% include %}}` them and never cited as a page,
 * `_index.md` as its section's page, `url` and `slug` honoured (in links to those pages too), paths lower-cased, and
 * no shortcode ever quoted.
 */
const site = 'packages/service/test/fixtures/generators/hugo';
const content = join(site, 'content');

describe('a Hugo site', () => {
  it('is recognised from hugo.toml two folders above the pages (content/en) or one above (content)', () => {
    expect(detectGenerator(join(process.cwd(), content))?.configFile).toBe(join(process.cwd(), site, 'hugo.toml'));
    expect(detectGenerator(join(process.cwd(), content))?.generator).toBe('hugo');
  });

  it('publishes each page at the path Hugo gives it, and never a headless snippet as a page', async () => {
    const index = await loadDocsIndex(content, { workers: false, warn: () => undefined });
    expect(index.generator).toBe('hugo');
    const paths = [...new Set(index.sections.map((section) => section.path))].sort();
    expect(paths).toEqual([
      '/',
      '/content-management/slugs-explained',
      '/content-management/toml-explained',
      '/docs/custom-urls',
      '/docs/toml-url',
      '/installation',
      '/installation/linux',
    ]);
    // The project's root served: the same paths, content/ being the site's root.
    const fromRoot = await loadDocsIndex(site, { workers: false, warn: () => undefined });
    expect([...new Set(fromRoot.sections.map((section) => section.path))].sort()).toEqual(paths);
  });

  it('includes the snippet and the readfile example, shows code shortcodes as code, and quotes no shortcode', async () => {
    const index = await loadDocsIndex(content, { workers: false, warn: () => undefined });
    const linux = index.sections.filter((section) => section.path === '/installation/linux');
    const text = linux.map((section) => section.markdown).join('\n');
    expect(linux.map((section) => section.id)).toContain('/installation/linux#editions');
    expect(text).toContain('The extended edition adds LibSass support.');
    expect(text).toContain('fmt.Println("hello from the readfile example")');
    expect(text).toMatch(/```toml\nbaseURL = "https:\/\/example.org\/"\n```/);
    // The syntax a page shows stays as the site shows it: in inline code, and the escaped form in a code block.
    expect(text).toContain('`{{< figure src="a.png" >}}`');
    expect(text).toContain('{{< figure src="elephant.jpg" >}}');
    const quoted = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    expect(quoted).not.toMatch(/\{\{[<%]|alt="A picture/);
    // A self-closing code shortcode opens no code block: the text after it is text.
    expect(quoted).toContain('Text after the table.');
    expect(index.retrieve('Which edition adds LibSass support?', { limit: 1 }).hits[0]?.section.id).toBe(
      '/installation/linux#editions',
    );
  });

  it('serves agents the page (its .md, llms-full.txt) with the snippet in it and no shortcode, and no snippet as a page', async () => {
    const index = await loadDocsIndex(content, { workers: false, warn: () => undefined });
    const pages = docsPages(index.files, index);
    expect(pages.list.map((page) => page.path)).not.toContainEqual(expect.stringMatching(/_common/));
    const markdown = pages.get('/installation/linux')?.markdown ?? '';
    expect(markdown).toContain('The extended edition adds LibSass support.');
    expect(markdown).toContain('fmt.Println');
    expect(markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')).not.toMatch(/\{\{[<%]/);
  });

  it("links to a page moved by its front matter go where the page went, not to its file's path", async () => {
    const index = await loadDocsIndex(content, { workers: false, warn: () => undefined });
    const text = index.sections
      .filter((section) => section.path === '/installation/linux')
      .map((section) => section.markdown)
      .join('\n');
    expect(text).toContain('[custom URLs](/docs/custom-urls/#the-url-field)');
    expect(text).toContain('[slugs](/content-management/slugs-explained/)');
    // TOML front matter (`+++`) moves a page as YAML's does; a `slug` inside a table is not the page's.
    expect(text).toContain('[TOML slugs](/content-management/toml-explained/)');
    expect(text).toContain('[a TOML url](/docs/toml-url/#the-url-key)');
    expect(index.pages.get('/content-management/toml-explained')).toBe('Front matter in TOML');
    const moved = index.sections.filter((section) => section.path === '/content-management/toml-explained');
    expect(moved.map((section) => section.markdown).join('\n')).not.toMatch(/\+\+\+|aliases|title =/);
  });

  it('reads a damaged TOML block as no front matter, and the pages after it as before', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docs-assistant-toml-'));
    try {
      await mkdir(join(root, 'content'), { recursive: true });
      await writeFile(join(root, 'hugo.toml'), 'baseURL = "https://example.org/"\n');
      // Never closed, and an unterminated string: the page is read as its text, at its file's path.
      await writeFile(join(root, 'content', 'broken.md'), '+++\ntitle = "Broken\nslug = "x"\n\nThe body text.\n');
      // Closed, with a value that does not parse: the key is left out, the next one still read.
      await writeFile(
        join(root, 'content', 'odd.md'),
        '+++\ntitle = "Odd" trailing\nslug = "odd-one"\n+++\n\nOdd text.\n',
      );
      const index = await loadDocsIndex(join(root, 'content'), { workers: false, warn: () => undefined });
      expect([...index.pages.keys()].sort()).toEqual(['/broken', '/odd-one']);
      expect(index.sections.find((section) => section.path === '/broken')?.markdown).toContain('The body text.');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('a Hugo project whose content is a language folder mounted as the content (gohugo.io: content/en)', () => {
  it('served from the project: pages at the paths Hugo publishes, its includes read, no file outside it a page', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docs-assistant-hugo-mount-'));
    try {
      const en = join(root, 'content', 'en');
      await mkdir(join(en, '_common'), { recursive: true });
      await mkdir(join(en, 'quick-reference', 'glossary'), { recursive: true });
      await writeFile(
        join(root, 'hugo.toml'),
        "defaultContentLanguage = 'en'\n\n[module]\n  [[module.mounts]]\n    source = 'assets'\n    target = 'assets'\n  [[module.mounts]]\n    source = 'content/en'\n    target = 'content'\n",
      );
      await writeFile(join(root, 'LICENSE.md'), '# License\n\nThe licence text.\n');
      await writeFile(join(en, '_common', '_index.md'), '---\ncascade:\n  build:\n    render: never\n---\n');
      await writeFile(
        join(en, '_common', 'note.md'),
        '---\n_comment: snippet\n---\n\nThe shared note about walruses.\n',
      );
      await writeFile(join(en, 'quick-reference', 'glossary', '_index.md'), '---\ntitle: Glossary\n---\n');
      await writeFile(join(en, 'quick-reference', 'glossary', 'cache.md'), '---\ntitle: cache\n---\n\nA store.\n');
      await writeFile(
        join(en, 'guide.md'),
        '---\ntitle: Guide\n---\n\n{{% include "/_common/note.md" %}}\n\nA [cache](g) keeps files.\n',
      );
      const warnings: string[] = [];
      const index = await loadDocsIndex(root, { workers: false, warn: (line) => warnings.push(line) });
      // Not /en/guide, and no /license: Hugo publishes the mounted folder's pages, from the site's root.
      expect([...index.pages.keys()].sort()).toEqual([
        '/guide',
        '/quick-reference/glossary',
        '/quick-reference/glossary/cache',
      ]);
      const guide = index.sections.filter((section) => section.path === '/guide').map((section) => section.markdown);
      expect(guide.join('\n')).toContain('The shared note about walruses.');
      expect(guide.join('\n')).toContain('A [cache](/quick-reference/glossary/#cache) keeps files.');
      expect(warnings.filter((line) => /include/.test(line))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("a Hugo site's glossary links", () => {
  const sectionText = (index: Awaited<ReturnType<typeof loadDocsIndex>>, path: string) =>
    index.sections
      .filter((section) => section.path === path)
      .map((section) => section.markdown)
      .join('\n');

  it('go to the term on the glossary page where it has one, and keep their text where it has none', async () => {
    const index = await loadDocsIndex(content, { workers: false, warn: () => undefined });
    const text = sectionText(index, '/installation/linux');
    // `regular expressions` is found as its singular, as gohugo.io's render hook looks it up.
    expect(text).toContain('[regular expressions](/quick-reference/glossary/#regular-expression)');
    expect(text).toContain('join _identifiers_ with a dot');
    expect(text.replace(/`[^`\n]*`/g, '')).not.toContain('](g)');
    // The syntax shown in inline code stays as written.
    expect(text).toContain('`[term](g)`');
    // A label in code is the term too, and a bracket in the code before it does not hide the link.
    expect(text).toContain('[`SEED`](/quick-reference/glossary/#seed)');
    expect(index.sections.map((section) => section.path)).not.toContain('/quick-reference/glossary/regular-expression');
  });

  it('keep their text on a site without a glossary page, and link once the term page appears', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docs-assistant-glossary-'));
    try {
      await mkdir(join(root, 'content', 'quick-reference', 'glossary'), { recursive: true });
      await writeFile(join(root, 'hugo.toml'), 'baseURL = "https://example.org/"\n');
      await writeFile(join(root, 'content', 'page.md'), '---\ntitle: Page\n---\n\nA [cache](g) keeps files.\n');
      const first = await loadDocsIndex(join(root, 'content'), { workers: false, warn: () => undefined });
      expect(sectionText(first, '/page')).toContain('A cache keeps files.');
      await writeFile(join(root, 'content', 'quick-reference', 'glossary', '_index.md'), '---\ntitle: Glossary\n---\n');
      await writeFile(
        join(root, 'content', 'quick-reference', 'glossary', 'cache.md'),
        '---\ntitle: cache\n---\n\nA store.\n',
      );
      const second = await loadDocsIndex(join(root, 'content'), { workers: false, warn: () => undefined });
      expect(sectionText(second, '/page')).toContain('A [cache](/quick-reference/glossary/#cache) keeps files.');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('a Docusaurus page moved by its slug or id', () => {
  it('is linked at its published path from the pages that link to its file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docs-assistant-moved-'));
    try {
      await mkdir(join(root, 'docs', 'guides'), { recursive: true });
      await writeFile(join(root, 'docusaurus.config.js'), 'module.exports = { presets: [["classic", {}]] };\n');
      await writeFile(
        join(root, 'docs', 'intro.md'),
        '# Intro\n\nRead [the moved guide](./guides/moved.md#setup) and [the renamed one](guides/renamed.md).\n',
      );
      await writeFile(
        join(root, 'docs', 'guides', 'moved.md'),
        '---\nslug: /elsewhere\n---\n\n# Moved\n\n## Setup\n\nText.\n',
      );
      await writeFile(join(root, 'docs', 'guides', 'renamed.md'), '---\nid: another-name\n---\n\n# Renamed\n\nText.\n');
      const index = await loadDocsIndex(join(root, 'docs'), { workers: false, warn: () => undefined });
      const intro = index.sections.find((section) => section.path === '/docs/intro')?.markdown ?? '';
      expect(intro).toContain('[the moved guide](/docs/elsewhere#setup)');
      expect(intro).toContain('[the renamed one](/docs/guides/another-name)');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('a Docsy site (docsy.dev): its config in config/_default/, content/en mounted in YAML, a French folder', () => {
  it('served from the project: pages where Hugo publishes them, no French page among the English, no draft, no bundle resource', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docs-assistant-docsy-'));
    try {
      await mkdir(join(root, 'config', '_default'), { recursive: true });
      await mkdir(join(root, 'content', 'en', 'docs', 'deployment'), { recursive: true });
      await mkdir(join(root, 'content', 'fr'), { recursive: true });
      await mkdir(join(root, 'content', 'en', 'blog'), { recursive: true });
      await mkdir(join(root, 'content', 'en', 'project', 'about'), { recursive: true });
      await writeFile(
        join(root, 'config', '_default', 'hugo.yaml'),
        [
          'title: Docsy',
          'module:',
          '  mounts:',
          '    # French landing page overrides home for fr',
          '    - source: content/fr',
          '      target: content',
          '    - source: content/en',
          '      target: content',
          '    - source: ../AGENTS.md',
          '      target: content/project/repo/AGENTS.md',
          '',
        ].join('\n'),
      );
      await writeFile(join(root, 'content', 'fr', '_index.md'), '---\ntitle: Docsy\n---\n\nBienvenue.\n');
      await writeFile(join(root, 'content', 'en', '_index.md'), '---\ntitle: Docsy\n---\n\nWelcome.\n');
      await writeFile(
        join(root, 'content', 'en', 'docs', 'deployment', 'netlify.md'),
        '---\ntitle: Netlify\ndescription: >\n  Deploy your Docsy site\n  to Netlify.\n---\n\nSet the build command.\n',
      );
      await writeFile(
        join(root, 'content', 'en', 'blog', 'next.md'),
        '---\ntitle: The next release\ndraft: true\n---\n\nComing soon.\n',
      );
      await writeFile(
        join(root, 'content', 'en', 'project', 'about', '_index.md'),
        '---\ntitle: About\n---\n\nSoon.\n',
      );
      await writeFile(
        join(root, 'content', 'en', 'project', 'about', 'readme.md'),
        '---\ntitle: ReadMe\n---\n\nRead.\n',
      );
      // A leaf bundle: its other files are the page's resources, not pages.
      await mkdir(join(root, 'content', 'en', 'docs', 'shortcodes', 'includes'), { recursive: true });
      await writeFile(
        join(root, 'content', 'en', 'docs', 'shortcodes', 'index.md'),
        '---\ntitle: Shortcodes\n---\n\nAll.\n',
      );
      await writeFile(join(root, 'content', 'en', 'docs', 'shortcodes', 'includes', 'install.md'), 'Install it.\n');
      await writeFile(
        join(root, 'config', '_default', 'params.yaml'),
        'tdVersion:\n  latest: &tdLatestVers v0.16.0\n  dev: v0.16.1-dev\nversion: *tdLatestVers\nversions:\n  - version: v0.1\n    latest: no\n',
      );
      await mkdir(join(root, 'config', 'production'), { recursive: true });
      await writeFile(join(root, 'config', 'production', 'params.yaml'), 'hugoMinVersion: 0.160.1\n');
      await mkdir(join(root, 'content', 'en', 'docs', 'update'), { recursive: true });
      await writeFile(
        join(root, 'content', 'en', 'docs', 'update', 'git.md'),
        [
          '---',
          'title: Update with git',
          '---',
          '',
          'Docsy {{% param version %}} needs Hugo {{% param "hugoMinVersion" %}} or later.',
          '',
          '```sh',
          'git -C themes/docsy checkout {{% param tdVersion.latest %}}',
          'echo {{% param unknown.key %}}',
          '```',
          '',
          'Shown as written: `{{%/* param tdVersion.latest */%}}`.',
          '',
        ].join('\n'),
      );
      const index = await loadDocsIndex(root, { workers: false, warn: () => undefined });
      expect([...index.pages.keys()].sort()).toEqual([
        '/',
        '/docs/deployment/netlify',
        '/docs/shortcodes',
        '/docs/update/git',
        '/project/about',
        '/project/about/readme',
      ]);
      const netlify = index.sections.find((section) => section.path === '/docs/deployment/netlify');
      expect(netlify?.meta.description).toBe('Deploy your Docsy site to Netlify.');
      // The site's params as Hugo fills them in, in prose and in code; one the config does not set stays in code.
      const git = index.sections.find((section) => section.path === '/docs/update/git')?.markdown ?? '';
      expect(git).toContain('Docsy v0.16.0 needs Hugo 0.160.1 or later.');
      expect(git).toContain('git -C themes/docsy checkout v0.16.0');
      expect(git).toContain('echo {{% param unknown.key %}}');
      expect(git).toContain('`{{% param tdVersion.latest %}}`');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("Docsy's shortcodes and Hugo's ref links, as docsy.dev's pages write them", () => {
  it('a ref links the page it names, a comment is not shown, a tab of a pane and a code card are code', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docs-assistant-docsy-shortcodes-'));
    try {
      const docs = join(root, 'content', 'docs');
      await mkdir(join(docs, 'content'), { recursive: true });
      await writeFile(join(root, 'hugo.yaml'), 'title: Docsy\nbaseURL: https://example.org/\n');
      await writeFile(
        join(docs, 'content', '_index.md'),
        '---\ntitle: Content\n---\n\n## Landing pages\n\nEach section.\n',
      );
      await writeFile(join(docs, 'content', 'feedback.md'), '---\ntitle: Feedback\n---\n\n## Meta tags\n\nSEO.\n');
      await writeFile(
        join(docs, 'content', 'navigation.md'),
        [
          '---',
          'title: Navigation',
          '---',
          '',
          '{{% comment %}}',
          'Maintainers note: keep this page short.',
          '{{% /comment %}}',
          '',
          'See the [landing page]({{< ref "content#landing-pages" >}}) and the [search engine',
          'meta tags]({{< relref "feedback#meta-tags" >}}), not [a lost page]({{< ref "nowhere" >}}).',
          'Inline {{< comment >}}cSpell:ignore docsy{{< /comment >}}text.',
          '',
          '{{< tabpane langEqualsHeader=true >}}',
          '{{< tab header="Front matter:" disabled=true />}}',
          '{{< tab "C" >}}',
          '#include <stdio.h>',
          'int main(void) { return 0; }',
          '{{< /tab >}}',
          '{{< /tabpane >}}',
          '',
          '{{< tabpane text=true >}}',
          '{{% tab header="English" %}}',
          'Hello **world**.',
          '{{% /tab %}}',
          '{{< /tabpane >}}',
          '',
          '{{< card code=true header="Config" lang="toml" >}}',
          '# Weight used for sorting.',
          'weight = 1',
          '{{< /card >}}',
          '',
        ].join('\n'),
      );
      const index = await loadDocsIndex(root, { workers: false, warn: () => undefined });
      const page = index.sections
        .filter((section) => section.path === '/docs/content/navigation')
        .map((section) => section.markdown)
        .join('\n');
      expect(page).toContain('[landing page](/docs/content/#landing-pages)');
      // A link whose text began on the line before.
      expect(page).toContain('[search engine\nmeta tags](/docs/content/feedback/#meta-tags)');
      expect(page).toContain('not a lost page.');
      expect(page).not.toMatch(/Maintainers note|cSpell|\{\{/);
      expect(page).toContain('Inline text.');
      expect(page).toContain('```C\n#include <stdio.h>\nint main(void) { return 0; }\n```');
      expect(page).toContain('Hello **world**.');
      expect(page).toContain('```toml\n# Weight used for sorting.\nweight = 1\n```');
      // The card's comment line is code, not a heading of its own.
      expect(index.sections.map((section) => section.heading)).not.toContain('Weight used for sorting.');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
