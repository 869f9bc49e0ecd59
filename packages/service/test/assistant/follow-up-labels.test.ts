import { describe, expect, it } from 'vitest';
import { questionFor } from '../../src/assistant/follow-up-question';
import type { Section } from '../../src/retrieval/markdown-sections';

/**
 * The follow-up a reader is offered for a section, read as a reader would click it. Headings from sites nobody here
 * wrote: Biome's upgrade guide and CLI reference, Vite's troubleshooting, Starlette's and Hugo's pages.
 */
function section(heading: string, markdown: string, trail: string[] = ['Guide']): Section {
  const anchor = heading.toLowerCase().replace(/\W+/g, '-');
  return {
    id: `/guide#${anchor}`,
    path: '/guide',
    anchor,
    pageTitle: 'Guide',
    heading,
    trail,
    markdown,
    prose: markdown,
    code: '',
    meta: {},
  };
}

describe('follow-up questions from headings that state something', () => {
  it('asks why, for a heading that says what is or was so', () => {
    expect(
      questionFor(section('Paths and globs are now relative to the configuration file', 'In v1, globs were relative.')),
    ).toBe('Why are paths and globs now relative to the configuration file?');
    expect(questionFor(section('The option `--config-path` is removed', 'Use the positional argument.'))).toBe(
      'Why is the option --config-path removed?',
    );
    expect(questionFor(section('Requests are stalled forever', 'Your browser limits open requests.'))).toBe(
      'Why are requests stalled forever?',
    );
    expect(
      questionFor(section("Rome-related features aren't supported anymore", 'The `rome.json` file is gone.')),
    ).toBe("Why aren't Rome-related features supported anymore?");
  });

  it('offers none for a statement with another verb, rather than an ungrammatical one', () => {
    expect(questionFor(section('VS Code extension v3 needs complete restart', 'Close the editor first.'))).toBe(
      undefined,
    );
    expect(questionFor(section('Style rules don’t emit errors anymore', 'They emit warnings now.'))).toBe(undefined);
  });

  it('leaves relative clauses and numbered tips to the plain form', () => {
    expect(questionFor(section('Methods that are no-ops in the browser', 'These do nothing there.'))).toBe(
      'What should I know about methods that are no-ops in the browser?',
    );
  });
});

describe('follow-up questions keep names and lower what only the heading capitalised', () => {
  it('lowers an everyday first word, keeps the name a heading starts with', () => {
    expect(questionFor(section('Worker', 'A worker runs a task in the background.'))).toBe(
      'What should I know about worker?',
    );
    expect(
      questionFor(section('Arch Linux (x86_64)', 'Biome is available from the Arch Linux Extra repository.')),
    ).toBe('What should I know about Arch Linux (x86_64)?');
  });

  it('keeps the second word of a name the docs write capitalised, after a word kept as a name', () => {
    expect(questionFor(section('GitHub Actions', 'We provide a first-party GitHub Action to set up Biome.'))).toBe(
      'What should I know about GitHub Actions?',
    );
    expect(
      questionFor(section('Snapshot Testing', 'Snapshot Testing with Jest: snapshot testing compares output.')),
    ).toBe('What should I know about snapshot testing?');
  });

  it('names a flag written with the form of its value', () => {
    expect(questionFor(section('`--threads=NUMBER`', 'Sets the number of threads to use.', ['Commands']))).toBe(
      'What does --threads do?',
    );
    expect(
      questionFor(section('`--skip=<GROUP|RULE|DOMAIN|PLUGIN>`', 'Skips the given lint rule.', ['Commands'])),
    ).toBe('What does --skip do?');
  });
});

describe('follow-up questions from headings that tell the reader to do something', () => {
  it('asks how, in the reader’s own words, for an instruction the docs address to them', () => {
    expect(questionFor(section('Serialize your data', 'Return any model and it is serialized.'))).toBe(
      'How do I serialize my data?',
    );
    expect(questionFor(section('Raise an HTTPException in your code', 'Raise it from any dependency.'))).toBe(
      'How do I raise an HTTPException in my code?',
    );
    expect(questionFor(section('Set up your editor', 'Install the extension for your editor.'))).toBe(
      'How do I set up my editor?',
    );
  });

  it('leaves a preposition, a gerund or a plural before a determiner as it was', () => {
    expect(questionFor(section('Behind a proxy', 'Run the app behind a proxy with a prefix.'))).toBe(
      'What should I know about behind a proxy?',
    );
    expect(questionFor(section('Building the app', 'The build writes the app to dist.'))).toBe(
      'What should I know about building the app?',
    );
    expect(questionFor(section('Methods that are no-ops', 'These do nothing in the browser.'))).toBe(
      'What should I know about methods that are no-ops?',
    );
    // A word rarer in speech than "path" keeps its capital: the assertion is about the form, not the case.
    expect(questionFor(section('Exceeds the maximum length', 'The value is longer than allowed.'))).toMatch(
      /^What should I know about exceeds the maximum length\?$/i,
    );
  });
});

describe('follow-up questions from headings that name a part of a page', () => {
  it('asks about the page for its parts, in words that fit each part', () => {
    const under = (heading: string, parent: string, markdown = 'Some text.') =>
      questionFor(section(heading, markdown, [parent]));
    expect(under('Import', 'Asides')).toBe('How do I import Asides?');
    expect(under('Methods', 'Reply')).toBe('What are the methods of Reply?');
    expect(under('Prerequisites', 'npm-stage')).toBe('What do I need for npm-stage?');
    expect(under('Motivation', 'Move to Per-environment APIs')).toBe(
      'What is the motivation for Move to Per-environment APIs?',
    );
    expect(under('Param', 'mapActions()')).toBe('Which options does mapActions() take?');
    expect(under('Basic', 'Astro Adapter')).toBe('How do I use Astro Adapter?');
  });

  it('offers none for a recap, a conclusion or thanks', () => {
    for (const heading of ['Recap', 'Conclusion', 'Acknowledgments', 'Next Steps', 'See also'])
      expect(questionFor(section(heading, 'What this page covered, and who helped.', ['Initializing State']))).toBe(
        undefined,
      );
  });
});

describe('follow-up questions from headings that start with a gerund', () => {
  it('asks with the verb as English spells it', () => {
    const ask = (heading: string) => questionFor(section(heading, 'How it is done.'));
    expect(ask('Escaping from SPA redirects')).toBe('How do I escape from SPA redirects?');
    expect(ask('Communicating between pydantic and pydantic-core')).toBe(
      'How do I communicate between pydantic and pydantic-core?',
    );
    expect(ask('Associating a store')).toBe('How do I associate a store?');
    expect(ask('Piping logs to a file')).toBe('How do I pipe logs to a file?');
    expect(ask('Cancelling a request')).toBe('How do I cancel a request?');
    for (const [heading, verb] of [
      ['Editing a page', 'edit'],
      ['Loading plugins', 'load'],
      ['Installing the CLI', 'install'],
      ['Developing locally', 'develop'],
      ['Repeating a test', 'repeat'],
      ['Formatting output', 'format'],
    ] as const)
      expect(ask(heading)).toMatch(new RegExp(`^How do I ${verb} `));
  });
});

describe('follow-up questions from headings that report a change or describe a state', () => {
  it('asks why a change was made, or what changed; no "how do I" for a past tense or an adjective', () => {
    expect(questionFor(section('Moved the `base` option', 'It is now an argument of createWebHistory().'))).toBe(
      'Why was the base option moved?',
    );
    expect(questionFor(section('Removed app.use() (#3506)', 'Use a plugin instead.'))).toBe(
      'Why was app.use() removed?',
    );
    expect(questionFor(section('Changed hooks behavior', 'Hooks now run in order.'))).toBe(
      'What changed in hooks behavior?',
    );
    expect(questionFor(section('Embed the widget', 'Add the script tag.'))).toBe('How do I embed the widget?');
    expect(questionFor(section('Missing required params on named routes', 'Navigation throws.'))).toBe(
      'What should I know about missing required params on named routes?',
    );
  });
});

describe('follow-up questions from Title Case headings', () => {
  it('lower the everyday words a heading capitalises, and keep names', () => {
    const intro = { ...section('Getting Started', 'Install it first, then create a router.', []), anchor: '' };
    expect(questionFor({ ...intro, pageTitle: 'Getting Started' })).toBe('How do I get started?');
    expect(questionFor(section('Differentiating Navigation Failures', 'Tell navigation failures apart.'))).toBe(
      'How do I differentiate navigation failures?',
    );
    expect(questionFor(section('Using GitHub Actions', 'Add a workflow file.'))).toBe('How do I use GitHub Actions?');
    expect(questionFor(section('Configuring VS Code', 'Open the settings.'))).toBe('How do I configure VS Code?');
  });
});
