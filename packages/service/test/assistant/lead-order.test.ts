// The answer opens with the section that answers most directly, not the one retrieval scored highest for naming
// something the question mentions in passing. Hits are given as retrieval ranked them on the real docs.
import { describe, expect, it } from 'vitest';
import { composeExtractiveAnswer } from '../../src/assistant/extractive-answer';
import { withLeadCandidates } from '../../src/assistant/lead-order';
import type { SearchHit } from '../../src/retrieval/docs-index';
import { splitMarkdown } from '../../src/retrieval/markdown-sections';

const sectionOf = (path: string, markdown: string, anchor: string) => {
  const section = splitMarkdown(path, markdown).sections.find((s) => s.anchor === anchor);
  if (!section) throw new Error(`no section ${anchor} in ${path}`);
  return section;
};

/** The answer's opening source: the section it quotes first and links with "From …". */
const openingOf = (question: string, hits: SearchHit[]) =>
  composeExtractiveAnswer(question, { hits, confidence: 1, coverage: 'answered', covered: true }).used[0]?.id;

const PAGE_ACTIONS = `# Page actions

## Placing it

### Next.js

\`docs-assistant/page-actions\` is a client module (\`"use client"\`): render it in a server component's page as it is.

\`\`\`tsx
// app/docs/[...slug]/page.tsx
import { PageActions } from 'docs-assistant/page-actions';

export default async function DocPage({ params }: { params: Promise<{ slug: string[] }> }) {
  const doc = await loadDoc((await params).slug);
  return <PageActions markdownUrl="{path}.md" />;
}
\`\`\`

A route that serves each page's source (\`app/docs/[...slug].md/route.ts\`, or a rewrite) makes \`{path}.md\` real;
without it, leave \`markdownUrl\` out and the page is converted.
`;

const SERVER_SIDE = `# Server side

\`docs-assistant/server\` holds the pieces that must run on your server: they use secrets that never reach a browser.

## Assistant proxy

\`createAssistantProxy\` returns a standard \`(request: Request) => Promise<Response>\` handler. It validates the body
with the same schema as the service (an out-of-range value is refused with 400 naming the field, a question over
8,000 characters with 413 — never silently adjusted), drops what the service does not read, adds your assistant key,
forwards the request and streams the answer back untouched and unbuffered, thread headers included. It has its own
per-IP rate limit.

\`\`\`ts
// app/api/assistant/route.ts (Next.js route handler)
import { createAssistantProxy } from 'docs-assistant/server';

export const POST = createAssistantProxy({
  apiKey: process.env.DOCS_ASSISTANT_KEY!,
  domain: 'acme',
  baseUrl: 'https://api.example.com',
});
\`\`\`
`;

const FAQ = `# FAQ

## Can I use typed linting on files outside my tsconfig?

Yes, but it's not recommended: each such file is parsed with a program of its own, which is slow. Add the files to a
tsconfig instead so typed linting sees them.
`;

const TYPED_LINTING = `# Linting with type information

Some rules use TypeScript's type checker. To enable typed linting, switch your config to the type-checked presets
and set \`parserOptions.projectService\`:

\`\`\`js
export default tseslint.config(tseslint.configs.recommendedTypeChecked, {
  languageOptions: { parserOptions: { projectService: true } },
});
\`\`\`
`;

const SERVER_OPTIONS = `# Server Options

## server.port

- **Type:** \`number\`
- **Default:** \`5173\`

Specify server port. Note if the port is already being used, the next available port is tried.
`;

const TROUBLESHOOTING = `# Troubleshooting

## Dev Containers / VS Code Port Forwarding

If you are using a Dev Container or port forwarding feature in VS Code, set the host option to \`127.0.0.1\` in the
config so the dev server port is reachable.
`;

const NPM_CONFIG = `# config

## Config Settings

#### \`keep-edit-dir\`

* Default: false
* Type: Boolean

With \`npm patch commit\`, do not remove the edit directory after committing
the patch.
`;

const NPMRC = `# npmrc

## Files

#### Built-in config file

\`path/to/npm/itself/npmrc\`

This is an unchangeable "builtin" configuration file that npm keeps consistent across updates.
Set fields in here using the \`./configure\` script that comes with npm.
`;

const NPM_LOGIN = `---
title: npm-login
---

### Description

Verify a user in the specified registry, and save the credentials to the
\`.npmrc\` file.
`;

const NPM_LOGGING = `# Logging

### Logs and Sensitive Information

The \`npm\` CLI makes a best effort to redact the following from terminal output and log files:

- Passwords inside basic auth URLs
- npm tokens
`;

const VITE_BUILD = `# Building for Production

## Browser Compatibility

By default, the production bundle targets the minimum browser versions compatible with Baseline Widely Available.

Legacy browsers can be supported via the official [@vitejs/plugin-legacy](https://github.com/vitejs/vite/tree/main/packages/plugin-legacy).
`;

const VITE2_POST = `---
title: Announcing Vite 2.0
---

# Announcing Vite 2.0

### Opt-in Legacy Browser Support

Vite targets modern browsers with native ESM support by default, but you can also opt-in to support legacy browsers
via the official [@vitejs/plugin-legacy](https://github.com/vitejs/vite/tree/main/packages/plugin-legacy).
`;

describe('which section an answer opens with', () => {
  it('the proxy that keeps the key server-side, not the Next.js paragraph about page actions', () => {
    const hits = [
      { section: sectionOf('/page-actions', PAGE_ACTIONS, 'nextjs'), score: 2.61 },
      { section: sectionOf('/server-side', SERVER_SIDE, 'assistant-proxy'), score: 1.87 },
    ];
    expect(openingOf('How do I keep my API key out of the browser with Next.js?', hits)).toBe(
      '/server-side#assistant-proxy',
    );
  });

  it("a how-to question opens with the guide, not an FAQ's 'yes, but' entry", () => {
    const hits = [
      {
        section: sectionOf('/troubleshooting/faq', FAQ, 'can-i-use-typed-linting-on-files-outside-my-tsconfig'),
        score: 2,
      },
      { section: sectionOf('/getting-started/typed-linting', TYPED_LINTING, ''), score: 1.6 },
    ];
    expect(openingOf('How do I enable typed linting?', hits)).toBe('/getting-started/typed-linting');
  });

  it('keeps the FAQ first when the question asks whether something is possible', () => {
    const hits = [
      {
        section: sectionOf('/troubleshooting/faq', FAQ, 'can-i-use-typed-linting-on-files-outside-my-tsconfig'),
        score: 2,
      },
      { section: sectionOf('/getting-started/typed-linting', TYPED_LINTING, ''), score: 1.6 },
    ];
    expect(openingOf('Can I use typed linting on files outside my tsconfig?', hits)).toBe(
      '/troubleshooting/faq#can-i-use-typed-linting-on-files-outside-my-tsconfig',
    );
  });

  it('the option a question spells out in words (`server.port`), not a section that repeats more of them', () => {
    const hits = [
      { section: sectionOf('/config/server-options', SERVER_OPTIONS, 'serverport'), score: 1.87 },
      {
        section: sectionOf('/guide/troubleshooting', TROUBLESHOOTING, 'dev-containers--vs-code-port-forwarding'),
        score: 1.54,
      },
    ];
    expect(openingOf('how do I change the dev server port', hits)).toBe('/config/server-options#serverport');
  });

  it("keeps retrieval's first hit when it states the question's topic up front", () => {
    const hits = [
      { section: sectionOf('/getting-started/typed-linting', TYPED_LINTING, ''), score: 2 },
      { section: sectionOf('/server-side', SERVER_SIDE, 'assistant-proxy'), score: 1.9 },
    ];
    expect(openingOf('How do I enable typed linting?', hits)).toBe('/getting-started/typed-linting');
  });

  it('a section that says what the asked thing is, not an option listing that opens with its Type and Default', () => {
    const hits = [
      { section: sectionOf('/using-npm/config', NPM_CONFIG, 'keep-edit-dir'), score: 2.05 },
      { section: sectionOf('/configuring-npm/npmrc', NPMRC, 'built-in-config-file'), score: 2 },
    ];
    const question = 'where does npm keep its config file';
    expect(openingOf(question, hits)).toBe('/configuring-npm/npmrc#built-in-config-file');
    const answer = composeExtractiveAnswer(question, { hits, confidence: 1, coverage: 'answered', covered: true });
    expect(answer.text).toMatch(
      /^`path\/to\/npm\/itself\/npmrc`\n\nThis is an unchangeable "builtin" configuration file/,
    );
  });

  it('"log in" asks for the login command, not the page about logs that shares the stem `log`', () => {
    const hits = [
      { section: sectionOf('/commands/npm-login', NPM_LOGIN, 'description'), score: 2.19 },
      { section: sectionOf('/using-npm/logging', NPM_LOGGING, 'logs-and-sensitive-information'), score: 1.72 },
    ];
    expect(openingOf('how do I log in from the command line', hits)).toBe('/commands/npm-login#description');
  });

  it("a guide, not a release post whose feature heading repeats the question's words", () => {
    const hits = [
      { section: sectionOf('/guide/build', VITE_BUILD, 'browser-compatibility'), score: 1.16 },
      { section: sectionOf('/blog/announcing-vite2', VITE2_POST, 'opt-in-legacy-browser-support'), score: 1 },
    ];
    expect(openingOf("support legacy browsers that don't have native ESM", hits)).toBe(
      '/guide/build#browser-compatibility',
    );
    // Asked about a release, the post is the answer.
    expect(openingOf('how did Vite 2.0 support legacy browsers', hits)).toBe(
      '/blog/announcing-vite2#opt-in-legacy-browser-support',
    );
  });
});

// This package's own docs, as retrieval ranked them for "What happens when the service returns 429?" (six hits).
const AGENT_CLIENT = `# Server side

## Agent client

Agent jobs turn a maintainer's instruction into a pull request on your docs repository. They need the **admin** key.

| method | what it does |
|---|---|
| \`createJob(prompt)\` | \`POST /v2/agent/{projectId}/job\`, returns the new job (status \`active\`) |

Errors are \`AgentApiError\` instances with \`status\`, \`serviceMessage\` (the service's \`{error}\` text) and \`retryAfter\`.
Reading a job is retried after 429, 5xx and network errors within your budget, honouring \`Retry-After\`. Creating a
job is retried only when the service surely did not act — a 429, or a connection refused before the request left.
`;

const LOCAL_SERVICE = `# Local service

Run the whole service API on your machine from a folder of markdown: keys, rate limits, data directory.

## Rate limits

The local service applies the service's documented limits and answers 429 with a \`Retry-After\` header when one is
exceeded:

| counter | default |
|---|---|
| assistant messages per key | 10,000 per 30 days |
`;

const CLI = `# CLI

### Never started twice

The agent operation has no idempotency key: each request to create a job that the service acts on starts another
job. So \`agent\` sends that request again only when the service surely did not act on it: a \`429\` (after its
\`Retry-After\`), or a connection refused before the request left.
`;

const ERRORS = `# Errors and retries

## Rate limits

The service limits assistant messages to 10,000 per key per month, 10,000 per organization per hour and 10,000 per IP
address per day. A 429 may carry a \`Retry-After\` header (seconds or an HTTP date); when it does, the message counts
the seconds down ("You can try again in 12 s.") and **Try again** is disabled until it reaches zero.

## Errors from the server pieces

\`createAgentClient\` throws \`AgentApiError\` with \`status\`, the service's \`{error}\` text as \`serviceMessage\` and
\`retryAfter\` (seconds) when known. It retries 429 and 5xx with backoff and jitter, honouring \`Retry-After\`.
`;

describe('the side of the product a question is on', () => {
  const hits = () => [
    { section: sectionOf('/server-side', AGENT_CLIENT, 'agent-client'), score: 1.688 },
    { section: sectionOf('/local-service', LOCAL_SERVICE, 'rate-limits'), score: 1.612 },
    { section: sectionOf('/local-service', LOCAL_SERVICE, ''), score: 1.46 },
    { section: sectionOf('/cli', CLI, 'never-started-twice'), score: 1.263 },
    { section: sectionOf('/errors-and-retries', ERRORS, 'errors-from-the-server-pieces'), score: 1.262 },
    { section: sectionOf('/errors-and-retries', ERRORS, 'rate-limits'), score: 1.179 },
  ];
  const answerFor = (question: string) =>
    composeExtractiveAnswer(
      question,
      withLeadCandidates(question, { hits: hits(), confidence: 1, coverage: 'answered', covered: true }, 5),
    );

  it("what the reader sees when the service returns 429 (the widget's countdown), not the service's own limits", () => {
    const answer = answerFor('What happens when the service returns 429?');
    expect(answer.used[0]?.id).toBe('/errors-and-retries#rate-limits');
    expect(answer.text.startsWith('The service limits assistant messages')).toBe(true);
    // Five sources still, the one that answers among them.
    expect(answer.used.length).toBeLessThanOrEqual(5);
  });

  it("the service's own page when the question is about the service's side", () => {
    expect(answerFor('How do I change the rate limits of the local service?').used[0]?.id).toBe(
      '/local-service#rate-limits',
    );
  });
});
