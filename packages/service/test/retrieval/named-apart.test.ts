// A thing the reader names with several words ("a GraphQL API resolver") is found where its words are together. A
// test runner's configuration page has its own `resolver` option in a heading and, elsewhere on the page, `graphql`
// in a module-name example and "API" in another option: every word of the question is on the page, none of them
// about a GraphQL resolver. Judged by the share of the words alone, the docs "answered" it.
import { describe, expect, it } from 'vitest';
import { buildDocsIndex } from '../../src/retrieval/docs-index';
import { queryTerms, termsOf } from '../../src/retrieval/query-terms';

const CONFIGURATION = `# Configuration

## resolver [string]

This option allows the use of a custom resolver. The resolver is a module that exports a function which receives
the path to resolve and the options, and returns the path of the module to load.

## moduleNameMapper [object]

A map from regular expressions to module names that stub out resources. A pattern without boundaries matches any
module that contains it: \`relay\` also matches \`react-relay\` and \`graphql-relay\`.

## globals [object]

Global variables available in every module, such as values your code reads from a browser API.
`;

const SERVER_TESTS = `# Testing a server

## Testing a GraphQL API resolver

Call the resolver function directly with a fake context, and check what it returns: no server needs to run.
`;

const index = (pages: Record<string, string>) =>
  buildDocsIndex(Object.entries(pages).map(([path, source]) => ({ path, source })));

describe('a name the question gives in several words', () => {
  const configurationOnly = index({ '/configuration': CONFIGURATION });

  it('is not answered by a section holding one of its words, the others only elsewhere on the page', () => {
    const seen = configurationOnly.retrieve('test a GraphQL API resolver', { limit: 5 });
    expect(seen.hits[0]?.section.anchor).toBe('resolver-string');
    // Still near enough to quote: the reader gets the sources, told they may not answer exactly this.
    expect(seen.coverage).toBe('partial');
  });

  it('is answered where its words are together', () => {
    const seen = index({ '/configuration': CONFIGURATION, '/server-tests': SERVER_TESTS }).retrieve(
      'test a GraphQL API resolver',
      { limit: 5 },
    );
    expect(seen.hits[0]?.section.path).toBe('/server-tests');
    expect(seen.coverage).toBe('answered');
  });

  it('one word asked alone is answered by the section it heads', () => {
    expect(configurationOnly.retrieve('use a custom resolver', { limit: 5 }).coverage).toBe('answered');
  });
});

describe('the phrases a question is read into', () => {
  const vocabulary = { specificity: () => 1, has: () => true };
  const phrases = (question: string) => queryTerms(question, [], vocabulary).phrases;
  // Each word's whole term, as the question's own words are counted (`GraphQL`, not also `graph` and `ql`).
  const words = (text: string) => text.split(' ').map((word) => termsOf(word)[0]);

  it('runs of words with no stop word between them', () => {
    expect(phrases('test a GraphQL API resolver')).toEqual([words('GraphQL API resolver')]);
  });

  it('not across punctuation: a comma ends one', () => {
    expect(phrases('why is this package in my node_modules, installed packages')).toEqual([
      words('installed packages'),
    ]);
  });

  // `--save-exact` is also tokenized as `save-exact`, `save` and `exact`: one word written, not a phrase of four.
  it('a name written as one word is one word of a phrase', () => {
    expect(phrases('what does --save-exact do')).toEqual([]);
    expect(phrases('Next.js middleware')).toEqual([words('Next.js middleware')]);
  });
});

describe('the names a question writes as code', () => {
  const vocabulary = { specificity: () => 1, has: () => true };
  const quoted = (question: string) => queryTerms(question, [], vocabulary).quoted;

  it('a call without backticks, its arguments left out', () => {
    expect(quoted('Should I call close() or destroy() on the agent?')).toEqual(termsOf('close destroy'));
    expect(quoted("Is pino.destination('/var/log/api.log') enough?")).toEqual([termsOf('pino.destination')[0]]);
  });

  it('not prose in parentheses, which has a space before it', () => {
    expect(quoted('The dev server port (3000) is taken by another app (a proxy).')).toEqual([]);
  });
});
