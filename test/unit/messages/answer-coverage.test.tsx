// How the widget shows the service's coverage outcome (`messageMetadata.coverage` on the `finish` chunk): a note
// above a partial answer, the not-covered reading where the service says so, and today's reading where it says
// nothing.
import { act, screen, within } from '@testing-library/react';
import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../widget/render-widget';

const SOURCES = [{ path: '/config/server#serverport', metadata: { title: 'Server options › server.port' } }];

/** An answer as the service streams it: its search, its text, then `finish` with whatever metadata is given. */
function answer(text: string, sources: typeof SOURCES, metadata?: Record<string, unknown>): UIMessageChunk[] {
  return [
    { type: 'start' },
    { type: 'tool-input-available', toolCallId: 's1', toolName: 'search', input: { query: 'port' } },
    { type: 'tool-output-available', toolCallId: 's1', output: { results: sources } },
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: text },
    { type: 'text-end', id: 't' },
    { type: 'finish', ...(metadata ? { messageMetadata: metadata } : {}) },
  ];
}

async function ask(chunks: UIMessageChunk[]) {
  const { transport, user } = renderWidget({ defaultOpen: true });
  await user.type(screen.getByRole('textbox'), 'How do I pin the dev server port?{Enter}');
  await transport.waitForRequest();
  await act(async () => {
    transport.emit(...chunks);
    transport.close();
  });
  const article = await screen.findByRole('article', { name: 'Assistant' });
  return article;
}

const PARTIAL = 'The docs may not answer exactly this. These are the closest passages.';

describe('the coverage the service sends on finish', () => {
  it('shows a note above a partial answer, whose sources are still listed', async () => {
    const article = await ask(
      answer('Specify the dev server port.', SOURCES, { threadId: 'th-1', coverage: 'partial' }),
    );
    const note = await within(article).findByRole('note');
    expect(note).toHaveTextContent(PARTIAL);
    expect(article).toHaveAttribute('data-coverage', 'partial');
    // Above the answer's text: the reader meets the caveat first.
    const text = within(article).getByText('Specify the dev server port.');
    expect(note.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(article).getByRole('link', { name: /server\.port/ })).toBeInTheDocument();
    expect(article).not.toHaveAttribute('data-covered', 'false');
  });

  it('shows no note on an answered one', async () => {
    const article = await ask(answer('Set `server.port`.', SOURCES, { threadId: 'th-1', coverage: 'answered' }));
    expect(article).toHaveAttribute('data-coverage', 'answered');
    expect(within(article).queryByRole('note')).toBeNull();
  });

  it('reads not-covered from the service even when it sent related pages as sources', async () => {
    const article = await ask(
      answer("The docs don't cover this.", SOURCES, { threadId: 'th-1', coverage: 'not-covered' }),
    );
    expect(article).toHaveAttribute('data-covered', 'false');
    expect(within(article).queryByRole('note')).toBeNull();
  });

  it('from a service that sends no coverage, reads an answer as before: no note, sourceless means not covered', async () => {
    const answered = await ask(answer('Set `server.port`.', SOURCES));
    expect(answered).not.toHaveAttribute('data-coverage');
    expect(within(answered).queryByRole('note')).toBeNull();
    expect(answered).not.toHaveAttribute('data-covered');
  });

  it('ignores a coverage value it does not know', async () => {
    const article = await ask(answer('Set `server.port`.', SOURCES, { coverage: 'maybe' }));
    expect(article).not.toHaveAttribute('data-coverage');
    expect(within(article).queryByRole('note')).toBeNull();
  });
});
