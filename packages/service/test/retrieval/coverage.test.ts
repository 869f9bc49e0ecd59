// The coverage rule (retrieval/confidence.ts → retrieval/coverage.ts) on a build tool's small docs: each outcome
// from a short question and from a long one that describes the reader's situation in everyday words. A word weighs
// by how unlike everyday speech it is, so the situation ("another port", "already in use") weighs little and what
// the question is about ("port", "GraphQL", "Kubernetes") most, found in the docs or not.
import { describe, expect, it } from 'vitest';
import { buildDocsIndex } from '../../src/retrieval/docs-index';
import { COVERAGE_BARS, coverageOf } from '../../src/retrieval/coverage';
import { coveragePages } from '../support/coverage-docs';

const index = buildDocsIndex(coveragePages());
const ask = (question: string) => index.retrieve(question, { limit: 5 });

describe('answered: the best section contains what the question is about', () => {
  it('short', () => {
    const seen = ask('change the dev server port');
    expect(seen.coverage).toBe('answered');
    expect(seen.covered).toBe(true);
    expect(seen.hits[0]?.section.anchor).toBe('serverport');
  });

  it('long, its situation told in everyday words the docs never use', () => {
    const seen = ask(
      'Our API keys must stay on the server and never reach client code, which prefix do variables need so they ' +
        'are exposed to the client?',
    );
    expect(seen.coverage).toBe('answered');
    expect(seen.hits[0]?.section.anchor).toBe('exposing-variables-to-client-code');
  });

  // Told in everyday words around the one that matters: judged on "port", "exit" and "use", it was only partial
  // while corpus-rare words weighed most ("mine", "sometimes").
  it('long, the option that answers found though the reader tells a story around it', () => {
    const seen = ask(
      'When I run the dev server it sometimes starts on another port because mine is already in use; how do I make ' +
        'it exit instead?',
    );
    expect(seen.coverage).toBe('answered');
    expect(seen.hits[0]?.section.anchor).toBe('serverstrictport');
  });

  // "GraphQL", "machine" and "office" are where the reader is, and no section holds them: counted in full against
  // the proxy section they made it partial, though forwarding requests is the whole question.
  it('long, the reader’s setting named in words the docs never use', () => {
    const seen = ask(
      'We would like the dev server to forward the API requests to our GraphQL backend, which runs on another ' +
        'machine in the office',
    );
    expect(seen.coverage).toBe('answered');
    expect(seen.hits[0]?.section.anchor).toBe('serverproxy');
  });
});

describe('partial: near enough to quote and cite, not enough to claim an answer', () => {
  it('short, naming something the docs never mention beside what they do', () => {
    const seen = ask('proxy requests to a GraphQL backend');
    expect(seen.coverage).toBe('partial');
    // The reader still gets the sources.
    expect(seen.covered).toBe(true);
    expect(seen.hits[0]?.section.anchor).toBe('serverproxy');
  });

  it('long, asking for a second thing the docs never mention', () => {
    const seen = ask(
      'We would like the dev server to forward API requests to our backend and cache the GraphQL responses on ' +
        'disk so repeated queries come back instantly',
    );
    expect(seen.coverage).toBe('partial');
    expect(seen.hits[0]?.section.anchor).toBe('serverproxy');
  });
});

describe('not covered: the docs are not about it', () => {
  it('short, sharing a word with the docs but not its topic', () => {
    const seen = ask('lint my code with ESLint');
    expect(seen.hits.length).toBeGreaterThan(0);
    expect(seen.coverage).toBe('not-covered');
    expect(seen.covered).toBe(false);
  });

  it('long, sharing everyday words ("install", "use") with the docs but not its topic', () => {
    const seen = ask('Is there a Kubernetes Helm chart I can use to install it on our cluster?');
    expect(seen.coverage).toBe('not-covered');
    expect(seen.covered).toBe(false);
  });
});

describe('a section whose heading the question names', () => {
  // "Static hosts": both of its words asked for. Judged by the share of the question's words, the names of hosts
  // the docs never mention ("Netlify", "Cloudflare") refused it.
  it('answers, whatever else the question names', () => {
    const seen = ask('Can I put the built site on static hosts like Netlify or Cloudflare Pages?');
    expect(seen.hits[0]?.section.anchor).toBe('static-hosts');
    expect(seen.coverage).toBe('answered');
  });

  it('not a heading of one word: that is a word in common, not the topic named', () => {
    const seen = ask('Docker Compose healthcheck for Postgres');
    expect(seen.hits[0]?.section.anchor).toBe('docker');
    expect(seen.coverage).toBe('not-covered');
  });

  it('only when the question names every word of weight in the heading, not one of them', () => {
    const seen = ask('static site on Netlify');
    expect(seen.hits[0]?.section.anchor).toBe('static-hosts');
    expect(seen.coverage).toBe('not-covered');
  });
});

describe('a name the reader quotes as code', () => {
  const story = (error: string) =>
    'Our nightly pipeline builds the marketing site on a small shared runner, and lately the job keeps dying ' +
    `halfway through with ${error}, though it worked fine on my laptop. What can I do?`;

  // Judged by the share of its words, the story around the error refused the section that explains it (0.21).
  it('answers from the section that holds it, however long the story around it', () => {
    const seen = ask(story('`ERR_WORKER_OUT_OF_MEMORY`'));
    expect(seen.hits[0]?.section.anchor).toBe('out-of-memory');
    expect(seen.coverage).toBe('answered');
  });

  it('an error code pasted in capitals counts without backticks', () => {
    expect(ask(story('ERR_WORKER_OUT_OF_MEMORY')).coverage).toBe('answered');
  });

  it('in a command line, its flags and identifiers count, not its plain words', () => {
    const flag = ask(
      'Since we moved the monorepo, `tool dev --debug` on our shared runner sits silent for minutes before it prints ' +
        'anything. What is it doing all that time?',
    );
    expect(flag.hits[0]?.section.anchor).toBe('the-dev-server-does-not-start');
    expect(flag.coverage).toBe('answered');
    // The cache section holds "cache" and "clean", not `--all` nor anything about permissions.
    const words = ask(
      'After the upgrade, `tool cache clean --all` fails on our shared runner with a permissions error in the home ' +
        'folder. What should I change?',
    );
    expect(words.coverage).toBe('not-covered');
  });

  it('a call the reader writes without backticks counts, as `resolveId()` in backticks would', () => {
    const seen = ask(
      'We generate virtual modules on our shared build runner, and our resolveId() never seems to get called for ' +
        'them, though everything else in the pipeline runs. What are we missing?',
    );
    expect(seen.hits[0]?.section.anchor).toBe('writing-a-plugin');
    expect(seen.coverage).toBe('answered');
  });

  it('not where no section holds the name', () => {
    expect(ask(story('`ERR_SSL_DECRYPTION_FAILED`')).coverage).toBe('not-covered');
  });

  it('not an everyday word in backticks', () => {
    const seen = ask(
      'Since we moved the monorepo to Turborepo our `build` step on the shared runner takes twenty minutes. How can ' +
        'we get it faster?',
    );
    expect(seen.coverage).toBe('not-covered');
  });
});

describe('a question of everyday words only', () => {
  // Every word weighs nothing by its commonness in speech; it is judged by their rarity in these docs instead of
  // being refused for weighing nothing.
  it('is judged on its words as they are', () => {
    const seen = ask('how do I start it?');
    expect(seen.covered).toBe(true);
    expect(seen.hits[0]?.section.path).toBe('/guide/troubleshooting');
  });
});

describe('the bars', () => {
  it('answered at or above the upper bar, partial between, not covered below', () => {
    expect(coverageOf(COVERAGE_BARS.answered)).toBe('answered');
    expect(coverageOf(COVERAGE_BARS.partial)).toBe('partial');
    expect(coverageOf((COVERAGE_BARS.answered + COVERAGE_BARS.partial) / 2)).toBe('partial');
    expect(coverageOf(COVERAGE_BARS.partial - 0.001)).toBe('not-covered');
    expect(COVERAGE_BARS.partial).toBeLessThan(COVERAGE_BARS.answered);
  });
});
