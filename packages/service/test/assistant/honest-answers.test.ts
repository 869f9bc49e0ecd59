import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';
import { STREAMING_PARAGRAPH, writeSampleDocs } from '../support/sample-docs';

/** What a client of the stream sees as an answer: its text, its sources and its follow-up questions. */
interface Seen {
  text: string;
  /** `tool-search` results and `source-url` parts: what the widget lists as sources. */
  sources: string[];
  followUps: Array<{ label: string; path: string }>;
}

let service: StartedLocalService;
let docs: Awaited<ReturnType<typeof writeSampleDocs>>;

beforeAll(async () => {
  docs = await writeSampleDocs();
  service = await startLocalService({ docs: docs.folder });
});
afterAll(async () => {
  await service.close();
  await docs.remove();
});

async function ask(question: string, extra: Record<string, unknown> = {}): Promise<Seen> {
  const response = await postJson(
    `${service.url}/discovery/v2/assistant/tidewater/message`,
    { fp: 'anonymous', messages: [userMessage(question)], ...extra },
    service.assistantKey,
  );
  expect(response.status).toBe(200);
  const chunks = await readChunks(response);
  const full = answerText(chunks);
  const output = chunks.find((c) => c.type === 'tool-output-available') as
    { output: { results: Array<{ path: string }> } } | undefined;
  const sources = [
    ...(output?.output.results.map((r) => r.path) ?? []),
    ...chunks.filter((c) => c.type === 'source-url').map((c) => String(c.url)),
  ];
  const block = /```suggestions\n([\s\S]*?)```/.exec(full)?.[1] ?? '';
  const followUps = [...block.matchAll(/^\((.+)\)\[(.+)\]$/gm)].map((m) => ({ label: m[1] ?? '', path: m[2] ?? '' }));
  return { text: full.replace(/```suggestions\n[\s\S]*?```/, '').trim(), sources, followUps };
}

/** The answer without its trailing links: the passage it leads with. */
const passageOf = (text: string) => text.split(/\n\nFrom \[/)[0] ?? '';

describe('answers a reader can trust', () => {
  it('says plainly that the docs do not cover a question, with no sources', async () => {
    for (const question of ['How do I schedule a cron job to send invoices?', 'Can I use it from Python?']) {
      const seen = await ask(question);
      expect(seen.text).toMatch(/docs don't cover this/i);
      expect(seen.sources).toEqual([]);
      // Nothing from the docs is quoted or linked as if it answered.
      expect(seen.text).not.toMatch(/\]\(\//);
    }
  });

  it('answers a covered question with its sources, linking the section rather than just the page', async () => {
    const seen = await ask('how do I stream rows one at a time');
    expect(seen.sources[0]).toBe('/guides/streaming#streaming-rows');
    expect(seen.text).toContain('](/guides/streaming#streaming-rows)');
    expect(seen.text).not.toMatch(/docs don't cover/i);
  });

  it('offers follow-ups that are questions from the sections found: at most three, never the question asked', async () => {
    for (const question of [
      'how do I stream rows one at a time',
      'what does client.query do',
      'How do I back up the data?',
    ]) {
      const seen = await ask(question);
      expect(seen.followUps.length).toBeGreaterThan(0);
      expect(seen.followUps.length).toBeLessThanOrEqual(3);
      for (const followUp of seen.followUps) {
        expect(followUp.label).toMatch(/^(How|What|Which|When|Why|Is|Can|Should|Does|Do)\b.*\?$/);
        expect(followUp.label.toLowerCase()).not.toBe(question.toLowerCase());
        expect(seen.sources.concat(followUp.path).some((p) => p.startsWith('/'))).toBe(true);
      }
      // Not a bare title of a page.
      expect(seen.followUps.map((f) => f.label)).not.toContain('Streaming results');
    }
  });

  it('leads with the passage that answers, cut at a sentence end, never inside a code block', async () => {
    const seen = await ask('how do I stream rows one at a time');
    const passage = passageOf(seen.text);
    // The answering paragraph comes first, not the page heading or its intro.
    expect(passage.startsWith('Call `client.stream(sql)`')).toBe(true);
    expect(passage).not.toMatch(/^#/m);
    // The long paragraph is cut at the end of a sentence, not mid-word…
    const prose = passage.split(/\n\n```/)[0] ?? '';
    expect(prose.length).toBeLessThan(STREAMING_PARAGRAPH.length);
    expect(prose.trimEnd()).toMatch(/[.!?]$/);
    // …and the example that follows it in the docs is still there, whole.
    expect(passage).toContain("for await (const row of client.stream('select * from readings')) {");
    expect(passage.trimEnd()).toMatch(/```$/);
    // Every code fence that opens closes.
    expect((seen.text.match(/^```/gm) ?? []).length % 2).toBe(0);
  });

  it('never starts with front matter or a heading alone', async () => {
    const seen = await ask('where are data files kept?');
    expect(seen.sources[0]).toMatch(/^\/cli#--data-dir/);
    const passage = passageOf(seen.text);
    expect(passage).not.toMatch(/^---|title:|description:/m);
    expect(passage.startsWith('Where data files are kept.')).toBe(true);
  });

  it('finds the page that documents a flag or identifier the question names', async () => {
    expect((await ask('what does --port do')).sources[0]).toBe('/cli#--port');
    expect((await ask('what is TW_ERR_READ_ONLY')).sources[0]).toBe('/cli#--read-only');
    expect((await ask('what does client.close do')).sources[0]).toBe('/client#clientclose');
  });

  it('uses a selection to refine retrieval without quoting it back', async () => {
    const seen = await ask('is it safe to break out early?', {
      context: [{ type: 'textSelection', value: STREAMING_PARAGRAPH }],
    });
    expect(seen.sources[0]).toBe('/guides/streaming#streaming-rows');
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    // No sentence of the selection is repeated to the reader who selected it.
    for (const sentence of STREAMING_PARAGRAPH.split(/(?<=\.)\s+/).filter((s) => s.length > 40)) {
      expect(flat(seen.text)).not.toContain(flat(sentence));
    }
  });

  it('uses a code chip to place a question with no words of its own, and lets a question outweigh one', async () => {
    const code = "const rows = await client.query('select * from tides where station = ?', [id]);";
    const placed = await ask('what does this do?', { context: [{ type: 'code', value: code }] });
    expect(placed.sources[0]).toBe('/client#clientquerysql-params');
    // The code is not pasted back as the answer.
    expect(placed.text).not.toContain(code);

    const elsewhere = await ask('how do I back up the data?', {
      context: [{ type: 'code', value: `${code}\nclient.close();` }],
    });
    expect(elsewhere.sources[0]).toBe('/guides/deployment#backups');
  });
});
