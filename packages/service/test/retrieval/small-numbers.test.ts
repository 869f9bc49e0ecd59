// A count in the reader's situation ("5 per second", "the last 10 lines") is not what the question is about: docs
// full of small numbers (defaults, examples) hold it everywhere, and it made a question they do not answer look
// answered. A number that names something (a status code) still counts.
import { expect, it } from 'vitest';
import { buildDocsIndex } from '../../src/retrieval/docs-index';

const index = buildDocsIndex([
  {
    path: '/client',
    source: `# Client

## Retries

A failed request is retried up to 5 times, waiting 1 second more each time. Set \`retries\` to change it.

## Body size

Request bodies are limited to 10 MB by default. Raise the limit with \`maxBodySize\`.
`,
  },
  {
    path: '/errors',
    source: `# Errors

## 429 Too Many Requests

The server refused the request because too many were sent. The client waits for \`Retry-After\` and tries again.
`,
  },
]);
const ask = (question: string) => index.retrieve(question, { limit: 5 });

it('a question the docs share only words and a count with is not covered', () => {
  // "limit", "requests" and "5" are all on the page, about retries and body size; the 5 weighed fully.
  expect(ask('limit my requests to 5 per second').coverage).toBe('not-covered');
});

it('a status code still names what the question is about', () => {
  const seen = ask('what does a 429 response mean?');
  expect(seen.hits[0]?.section.anchor).toBe('429-too-many-requests');
  expect(seen.coverage).toBe('answered');
});
