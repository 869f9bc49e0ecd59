import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

/**
 * Questions that lean on what the reader gave, asked of this package's own docs (docs/) as the three host apps ask them: an answer comes
 * from what the reader gave — the selection, the code, the thread — not from the words "explain this".
 */
const OWN_DOCS = fileURLToPath(new URL('../../../../docs', import.meta.url));

let service: StartedLocalService;
beforeAll(async () => {
  service = await startLocalService({ docs: OWN_DOCS });
});
afterAll(async () => {
  await service.close();
});

interface Seen {
  text: string;
  sources: string[];
}

async function ask(messages: unknown[], extra: Record<string, unknown> = {}): Promise<Seen> {
  const response = await postJson(
    `${service.url}/discovery/v2/assistant/acme/message`,
    { fp: 'anonymous', messages, ...extra },
    service.assistantKey,
  );
  expect(response.status).toBe(200);
  const chunks = await readChunks(response);
  const output = chunks.find((c) => c.type === 'tool-output-available') as
    { output: { results: Array<{ path: string }> } } | undefined;
  return { text: answerText(chunks), sources: output?.output.results.map((r) => r.path) ?? [] };
}

const assistantMessage = (text: string) => ({
  id: `a_${Math.random().toString(36).slice(2)}`,
  role: 'assistant' as const,
  parts: [{ type: 'text' as const, text }],
});

const COVERED_NOT = /docs don't cover this/i;

describe('answers from what the reader gave, on this package’s own docs', () => {
  it('answers "What happens when the service returns 429?" from the errors page', async () => {
    const seen = await ask([userMessage('What happens when the service returns 429?')]);
    expect(seen.text).not.toMatch(COVERED_NOT);
    expect(seen.sources.some((path) => path.startsWith('/errors-and-retries'))).toBe(true);
  });

  it('reads "What does this mean?" as a question about the selection', async () => {
    const selection =
      'The preset stylesheet is driven by CSS custom properties whose names start with `--da-`. You can set them ' +
      'through the `theme` prop, from your own CSS, or drop the preset and style everything yourself.';
    const seen = await ask([userMessage('What does this mean?')], {
      context: [{ type: 'textSelection', value: selection }],
    });
    expect(seen.text).not.toMatch(COVERED_NOT);
    expect(seen.sources[0]).toMatch(/^\/theming/);
    expect(seen.sources[0]).not.toBe('/theming#dark-mode');
    // The answer explains from the docs; it does not hand the selection back.
    expect(seen.text).not.toContain('whose names start with `--da-`. You can set them');
  });

  it('reads "Explain this" as a question about the selection, not about the docs’ "Explain this" button', async () => {
    const selection =
      'A 429 may carry a `Retry-After` header (seconds or an HTTP date); when it does, the message counts the ' +
      'seconds down and **Try again** is disabled until it reaches zero.';
    const seen = await ask([userMessage('Explain this')], { context: [{ type: 'textSelection', value: selection }] });
    expect(seen.text).not.toMatch(COVERED_NOT);
    expect(seen.sources[0]).toMatch(/^\/errors-and-retries/);
    expect(seen.sources).not.toContain('/page-context#adding-context-from-your-own-buttons');
  });

  it('reads "What does this code do?" as a question about the code chip', async () => {
    const code = "createAssistantProxy({ apiKey, domain: 'acme', trustProxy: 1 });";
    const seen = await ask([userMessage('What does this code do?')], { context: [{ type: 'code', value: code }] });
    expect(seen.text).not.toMatch(COVERED_NOT);
    expect(seen.sources[0]).toMatch(/^\/server-side/);
  });

  it('reads a follow-up that refers back with the subject of the question before it', async () => {
    const first = 'How do I change the accent colour?';
    const followUp = 'Can you show an example for that?';
    const alone = await ask([userMessage(followUp)]);
    const inThread = await ask([userMessage(first), assistantMessage('…'), userMessage(followUp)]);
    // Asked alone, "an example for that" is about nothing in particular; in the thread it is about theming.
    expect(alone.sources[0] ?? '').not.toMatch(/^\/theming/);
    expect(inThread.text).not.toMatch(COVERED_NOT);
    expect(inThread.sources[0]).toMatch(/^\/theming/);
    // And the example is in the answer: a code block from the theming page.
    expect(inThread.text).toMatch(/```(css|tsx?)\n[\s\S]*--da-accent/);
  });

  it('does not read a standalone question as a follow-up', async () => {
    const first = 'How do I change the accent colour?';
    const question = 'What happens when the service returns 429?';
    const seen = await ask([userMessage(first), assistantMessage('…'), userMessage(question)]);
    expect(seen.sources.some((path) => path.startsWith('/errors-and-retries'))).toBe(true);
    expect(seen.sources[0]).not.toMatch(/^\/theming/);
  });
});
