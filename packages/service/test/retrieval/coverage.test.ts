// The coverage rule (retrieval/confidence.ts → retrieval/coverage.ts) on a build tool's small docs: each outcome
// from a short question and from a long one that describes the reader's situation in everyday words.
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
});

describe('partial: near enough to quote and cite, not enough to claim an answer', () => {
  it('short, naming a place the docs never mention', () => {
    const seen = ask('upload to S3');
    expect(seen.coverage).toBe('partial');
    // The reader still gets the sources.
    expect(seen.covered).toBe(true);
    expect(seen.hits[0]?.section.path).toBe('/guide/deploy');
  });

  it('long: the option that answers is found, in other words than the reader’s', () => {
    const seen = ask(
      'When I run the dev server it sometimes starts on another port because mine is already in use; how do I make ' +
        'it exit instead?',
    );
    expect(seen.coverage).toBe('partial');
    expect(seen.hits[0]?.section.anchor).toBe('serverstrictport');
  });
});

describe('not covered: the docs are not about it', () => {
  it('short', () => {
    const seen = ask('schedule a cron job');
    expect(seen.coverage).toBe('not-covered');
    expect(seen.covered).toBe(false);
  });

  it('long, sharing everyday words ("install", "use") with the docs but not its topic', () => {
    const seen = ask('Is there a Kubernetes Helm chart I can use to install it on our cluster?');
    expect(seen.coverage).toBe('not-covered');
    expect(seen.covered).toBe(false);
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
