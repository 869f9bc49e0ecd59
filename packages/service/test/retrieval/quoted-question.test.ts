// Docs that quote a question as an example of what a reader might ask mention it; they do not answer it. Asked
// exactly that question (a reader copies the example), the quoting section must not make it "answered".
import { describe, expect, it } from 'vitest';
import { buildDocsIndex } from '../../src/retrieval/docs-index';
import { quotesQuestion } from '../../src/retrieval/quoted-question';
import { coveragePages } from '../support/coverage-docs';

const EXAMPLES = {
  path: '/guide/asking',
  source: `# Asking the assistant

## Example questions

| outcome | example |
|---|---|
| answered | "How do I change the dev server port?" |
| not covered | "How do I schedule a cron job with the scheduler?" |

Try asking “Can I deploy it to Kubernetes with a Helm chart?” to see a refusal.
`,
};

const index = buildDocsIndex([...coveragePages(), EXAMPLES]);
const ask = (question: string) => index.retrieve(question, { limit: 5 });

describe('a question the docs quote as an example', () => {
  it('is not covered by the quotation (table cell, straight quotes)', () => {
    const seen = ask('How do I schedule a cron job with the scheduler?');
    expect(seen.hits.map((hit) => hit.section.anchor)).toContain('example-questions');
    expect(seen.coverage).toBe('not-covered');
  });

  it('is not covered by the quotation (prose, curly quotes, other case and spacing)', () => {
    expect(ask('can I deploy it to  Kubernetes with a Helm chart').coverage).toBe('not-covered');
  });

  it('is still answered where the docs answer it, besides quoting it', () => {
    const seen = ask('How do I change the dev server port?');
    expect(seen.coverage).toBe('answered');
    expect(seen.hits[0]?.section.anchor).toBe('serverport');
  });

  it('a question the docs only share words with is judged on them as before', () => {
    // Every word of it is in the example table, but not as a quotation of this question.
    expect(ask('scheduler cron job').coverage).toBe('answered');
  });
});

describe('quotesQuestion', () => {
  it('finds a whole question in quotes, not a part of it or a short one', () => {
    expect(quotesQuestion('Try "How do I run it on Kubernetes?" here', 'how do I run it on kubernetes')).toBe(true);
    expect(quotesQuestion('Try "How do I run it on Kubernetes?" here', 'run it on Kubernetes?')).toBe(false);
    expect(quotesQuestion('Say "what is it?"', 'What is it?')).toBe(false);
  });
});

describe('quotesQuestion on a very long section', () => {
  it('reads a bounded part of it: a quotation past it is not looked for', () => {
    const question = 'How do I schedule a cron job?';
    const long = `${'A line of release notes about nothing in particular.\n'.repeat(4000)}Try "${question}"`;
    expect(long.length).toBeGreaterThan(200_000);
    expect(quotesQuestion(long, question)).toBe(false);
    expect(quotesQuestion(`Try "${question}"\n${long}`, question)).toBe(true);
  });
});
