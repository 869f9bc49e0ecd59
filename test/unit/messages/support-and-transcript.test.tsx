// The pieces behind "when the answer is not enough": the support template filled in, the host's callback, and the
// conversation as Markdown for a ticket.
import { act, screen, within } from '@testing-library/react';
import type { UIMessageChunk } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import type { SupportRequest } from '../../../src/core/support';
import type { AssistantMessage } from '../../../src/core/types';
import { conversationMarkdown } from '../../../src/messages/conversation-markdown';
import { supportHref } from '../../../src/messages/support-href';
import { citationFinder } from '../../../src/markdown/citations';
import { renderWidget } from '../widget/render-widget';

const request: SupportRequest = {
  reason: 'not-helpful',
  threadId: 'th 1/2',
  messageId: 'm2',
  question: 'Why does `npm i` fail & say "EACCES"?\nOn macOS #12',
  path: '/docs/install?tab=npm',
};

describe('supportHref', () => {
  it('fills every placeholder URL-encoded, so a question stays one value of one parameter', () => {
    const href = supportHref('https://help.example.com/new?t={threadId}&q={question}&from={path}', request);
    const url = new URL(href!);
    expect(url.searchParams.get('t')).toBe(request.threadId);
    expect(url.searchParams.get('q')).toBe(request.question);
    expect(url.searchParams.get('from')).toBe(request.path);
    expect([...url.searchParams.keys()]).toEqual(['t', 'q', 'from']);
    expect(url.hash).toBe('');
  });

  it('fills a mailto: template and leaves a missing thread empty', () => {
    expect(
      supportHref('mailto:docs@example.com?subject=Thread%20{threadId}&body={question}', {
        ...request,
        threadId: null,
      }),
    ).toBe(`mailto:docs@example.com?subject=Thread%20&body=${encodeURIComponent(request.question)}`);
  });

  it('refuses a template that is not a safe link, and a question cannot make it one', () => {
    expect(supportHref('javascript:alert({question})', request)).toBeUndefined();
    expect(supportHref('data:text/html,{question}', request)).toBeUndefined();
    expect(supportHref('{question}', { ...request, question: 'javascript:alert(1)' })).toBe('javascript%3Aalert(1)');
  });
});

describe('citationFinder', () => {
  const find = citationFinder([
    { href: '/quickstart#install', title: 'Quickstart' },
    { href: 'https://example.org/guide/', title: 'Guide' },
    { href: 'javascript:alert(1)', title: 'Evil' },
  ]);

  it('numbers sources from 1 and matches the same page and section, a trailing slash aside', () => {
    expect(find('/quickstart#install')).toEqual({ number: 1, title: 'Quickstart', href: '/quickstart#install' });
    expect(find('/quickstart/#install')?.number).toBe(1);
    expect(find('https://example.org/guide')).toEqual({
      number: 2,
      title: 'Guide',
      href: 'https://example.org/guide/',
    });
  });

  it('leaves other sections, other pages and unsafe sources alone', () => {
    expect(find('/quickstart')).toBeUndefined();
    expect(find('/quickstart#upgrade')).toBeUndefined();
    expect(find('https://example.com/guide/')).toBeUndefined();
    expect(find('javascript:alert(1)')).toBeUndefined();
  });
});

describe('conversationMarkdown', () => {
  const messages = [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I\ninstall it?' }] },
    {
      id: 'a1',
      role: 'assistant',
      parts: [
        {
          type: 'tool-search',
          toolCallId: 'c1',
          state: 'output-available',
          input: { query: 'install' },
          output: {
            results: [
              { path: '/quickstart#install', metadata: { pageTitle: 'Quickstart', heading: 'Install [npm]' } },
              { path: 'javascript:alert(1)', metadata: { title: 'Evil' } },
            ],
          },
        },
        { type: 'text', text: 'Run `npm i`.\n\n```suggestions\n(How do I upgrade?)[/upgrade]\n```\n' },
      ],
    },
  ] as unknown as AssistantMessage[];

  it('writes questions, answers without their follow-ups, and sources as absolute links (titles alone when unsafe)', () => {
    expect(
      conversationMarkdown(
        messages,
        { you: 'You', assistant: 'Assistant', sources: 'Sources' },
        'https://docs.acme.dev/a/b',
      ),
    ).toBe(
      '**You:** How do I install it?\n\n---\n\n**Assistant:**\n\nRun `npm i`.\n\nSources:\n\n' +
        '1. [Quickstart › Install \\[npm\\]](<https://docs.acme.dev/quickstart#install>)\n2. Evil\n',
    );
  });
});

describe('the support prop as a function', () => {
  const text = (value: string): UIMessageChunk[] => [
    { type: 'start' },
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: value },
    { type: 'text-end', id: 't' },
    { type: 'finish', threadId: 'th-9' } as UIMessageChunk,
  ];

  it('is offered as a button under a not-covered answer and called with the details', async () => {
    const support = vi.fn();
    const onEvent = vi.fn();
    const { transport, user } = renderWidget({ defaultOpen: true, support, onEvent });
    await user.type(screen.getByRole('textbox'), 'Does it run on a toaster?{Enter}');
    await transport.waitForRequest();
    await act(async () => {
      transport.emit(...text("The docs don't cover this."));
      transport.close();
    });
    const answer = await screen.findByRole('article', { name: 'Assistant' });
    await user.click(await within(answer).findByRole('button', { name: 'Contact support' }));
    expect(support).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'not-covered', threadId: 'th-9', question: 'Does it run on a toaster?' }),
    );
    expect(onEvent).toHaveBeenCalledWith({ type: 'support', reason: 'not-covered', messageId: expect.any(String) });
  });
});
