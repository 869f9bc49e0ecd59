import { describe, expect, it } from 'vitest';
import { excerptSection } from '../../src/assistant/excerpt';
import { composeExtractiveAnswer, gist } from '../../src/assistant/extractive-answer';
import { CLOSEST_PAGES_FLOOR, RELATED_THRESHOLD } from '../../src/retrieval/confidence';
import { buildDocsIndex } from '../../src/retrieval/docs-index';
import { cutAtSentence } from '../../src/assistant/sentences';
import { splitMarkdown } from '../../src/retrieval/markdown-sections';

const sectionOf = (markdown: string) => {
  const sections = splitMarkdown('/page', markdown).sections;
  const section = sections.find((s) => s.anchor !== '') ?? sections[0];
  if (!section) throw new Error('no section');
  return section;
};

describe('cutting passages to fit', () => {
  it('cuts at a sentence end, never inside a word or an inline code span', () => {
    const text =
      'Set `a.b = 1` first. Then call `app.listen()` to start. A third sentence runs on well past the limit.';
    expect(cutAtSentence(text, 60)).toBe('Set `a.b = 1` first. Then call `app.listen()` to start.');
    expect(cutAtSentence('e.g. this is one sentence that goes on. And another.', 45)).toBe(
      'e.g. this is one sentence that goes on.',
    );
    // No sentence end fits: whole words, marked as cut.
    const words = cutAtSentence('one two three four five six seven eight nine ten', 20);
    expect(words).toBe('one two three four…');
  });

  it('leaves a code block out rather than cutting it, and drops MDX imports and bare headings', () => {
    const huge = Array.from({ length: 200 }, (_, i) => `const line${i} = ${i};`).join('\n');
    const section = sectionOf(
      `# Page\n\n## Setup\n\nimport Tabs from '@theme/Tabs';\n\n##### Note\n\nInstall it first. It takes a minute.\n\n\`\`\`js\n${huge}\n\`\`\`\n\nThen run it.`,
    );
    const excerpt = excerptSection(section, 'how do I install it');
    expect(excerpt.startsWith('Install it first.')).toBe(true);
    expect(excerpt).not.toContain('import Tabs');
    expect(excerpt).not.toContain('Note');
    expect(excerpt).not.toContain('line0');
    expect((excerpt.match(/```/g) ?? []).length % 2).toBe(0);
  });
});

describe('a code block inside a list item', () => {
  it('is quoted whole, its fence and its code at the same indent', () => {
    const section = sectionOf(
      '# Serialization\n\n## Excluding fields\n\nThese parameters exclude fields:\n\n' +
        '- `exclude_none`: Exclude all fields whose value is `None`.\n' +
        '- `exclude_unset`: any field that was not explicitly provided will be excluded:\n\n' +
        "  ```python\n  user = UserModel(name='John')\n  print(user.model_dump(exclude_unset=True))\n  ```\n",
    );
    const excerpt = excerptSection(section, 'how do I exclude fields that were not set');
    expect(excerpt).toContain(
      "```python\nuser = UserModel(name='John')\nprint(user.model_dump(exclude_unset=True))\n```",
    );
  });
});

describe("a linked section's one-line summary", () => {
  it("keeps its links leading where the section's page would take them", () => {
    const section = splitMarkdown(
      '/guide/advanced/router-view',
      '# RouterView\n\n## Slot\n\nSee the [`<RouterView>` slot](./router-view-slot), the [loaders](../data-loaders/) ' +
        'and the [guard](#the-guard) for how a view renders the component its route matched.\n',
    ).sections.find((each) => each.anchor === 'slot');
    if (!section) throw new Error('no section');
    expect(gist(section)).toBe(
      'See the [`<RouterView>` slot](/guide/advanced/router-view-slot), the [loaders](/guide/data-loaders/) and the ' +
        '[guard](/guide/advanced/router-view#the-guard) for how a view renders the component its route matched.',
    );
  });
});

describe('a block that only names things', () => {
  it("neither leads an answer nor stands as a section's one-line summary", () => {
    // Pydantic's collapsed "API Documentation" box, its cross-reference links read as their text.
    const section = sectionOf(
      '# Validators\n\n## Field validators\n\n`pydantic.functional_validators.AfterValidator`\n' +
        '`pydantic.functional_validators.field_validator`\n\n' +
        'A field validator is a callable taking the value to be validated and returning the validated value.\n',
    );
    expect(excerptSection(section, 'how do I write a field validator').startsWith('A field validator is')).toBe(true);
    expect(gist(section)).toBe(
      'A field validator is a callable taking the value to be validated and returning the validated value.',
    );
  });
});

describe('not covered', () => {
  const index = buildDocsIndex([
    {
      path: '/cache',
      source:
        '# Cache\n\n## Clearing the cache\n\nRun `tool cache clean` to empty the cache folder.\n\n' +
        '## Cache location\n\nThe cache lives in `~/.tool/cache` unless `TOOL_CACHE` says otherwise.\n',
    },
    { path: '/ci', source: '# CI\n\n## Clearing the cache in CI\n\nClear the cache folder when a run starts.\n' },
    {
      path: '/deploy',
      source: '# Deploy\n\n## Docker\n\nMount the cache folder as a volume, and clear the cache first.\n',
    },
  ]);
  const hits = index.search('clear the cache folder', { limit: 5 });
  const refusal = (confidence: number) =>
    composeExtractiveAnswer('how do I wipe the cache with a cron job', {
      hits,
      confidence,
      coverage: 'not-covered',
      covered: false,
    });
  const links = (text: string) => [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => m[2]);

  it('says so, cites nothing, links the closest section of each near page and asks about the other sections found', () => {
    const near = refusal(RELATED_THRESHOLD);
    expect(near.used).toEqual([]);
    expect(near.text).toMatch(/^The docs don't cover this/);
    expect(near.text).toContain('The closest the docs come, which may not answer it:');
    // One section a page (not the cache page's second), and not the Docker page, which scored far below the best.
    expect(links(near.text)).toEqual(['/cache#clearing-the-cache', '/ci#clearing-the-cache-in-ci']);
    expect(near.text).toContain('- [Cache › Clearing the cache](/cache#clearing-the-cache) — Run `tool cache clean`');
    // Questions about the other sections found, not about the ones linked.
    expect(near.text).toContain('Maybe related:');
    expect(near.text).toMatch(/```suggestions\n\([^)]*cache location\?\)\[\/cache#cache-location\]\n```/);
  });

  it('links the closest pages without questions a little further off, and nothing when almost nothing was found', () => {
    const between = refusal((CLOSEST_PAGES_FLOOR + RELATED_THRESHOLD) / 2);
    expect(links(between.text)).toEqual(['/cache#clearing-the-cache', '/ci#clearing-the-cache-in-ci']);
    expect(between.text).not.toContain('Maybe related');
    expect(between.text).not.toContain('suggestions');

    const far = refusal(CLOSEST_PAGES_FLOOR / 2);
    expect(far.used).toEqual([]);
    expect(far.text).toMatch(/^The docs don't cover this/);
    expect(links(far.text)).toEqual([]);
    expect(far.text).not.toContain('closest');
    expect(far.text).not.toContain('Maybe related');
  });
});
