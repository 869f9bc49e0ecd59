// The widget reads its props as they are when each question is sent: a host that changes a filter, a key, a header,
// its redaction or its endpoint after the first question gets the new values on the next one, with no remount.
// The real HTTP transport runs over a `fetch` prop that records each request and answers with a real SSE stream.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocsAssistant, type DocsAssistantProps } from '../../../src/index';
import { sseResponse } from '../../support/sse';

interface SentRequest {
  url: string;
  body: {
    fp: string;
    retrievalPageSize: number;
    filter?: unknown;
    threadId?: string;
    threadKey?: string;
    messages: Array<{ role: string; parts: Array<{ text: string }> }>;
  };
  headers: Headers;
}

/** The URL of a fetch call, whichever form it was given in. */
const requestUrl = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());

/** A `fetch` that records what the widget sends and answers request n with "Answer n." in thread `thread-n`. */
function recordingFetch() {
  const requests: SentRequest[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    requests.push({
      url: requestUrl(input),
      body: JSON.parse(init?.body as string) as SentRequest['body'],
      headers: new Headers(init?.headers),
    });
    const n = requests.length;
    return sseResponse(
      [
        { type: 'start' },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: `Answer ${n}.` },
        { type: 'text-end', id: 't' },
        { type: 'finish', threadId: `thread-${n}` },
      ],
      { headers: { 'X-Thread-Id': `thread-${n}`, 'X-Thread-Key': `key-${n}` } },
    );
  });
  return { fetch, requests };
}

/** SSE text to UI message chunks, for a host transport of the test's own. */
function sseToChunks() {
  let buffer = '';
  return new TransformStream<string, unknown>({
    transform(text, controller) {
      buffer += text;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const data = event.replace(/^data: /, '');
        if (data && data !== '[DONE]') controller.enqueue(JSON.parse(data));
      }
    },
  });
}

type Props = Partial<DocsAssistantProps>;

function widget(props: Props) {
  return <DocsAssistant domain="acme" baseUrl="https://api.test" defaultOpen pageContext={false} {...props} />;
}

const input = () => screen.getByRole('textbox', { name: 'Ask a question about the docs' });

/** Types a question, sends it, and waits for its answer (the `n`th the fetch gave). */
async function ask(user: UserEvent, question: string, n: number) {
  await user.type(input(), `${question}{Enter}`);
  expect(await screen.findByText(`Answer ${n}.`)).toBeInTheDocument();
}

/** One question with `before` props, a rerender with `after`, a second question: both requests as sent. */
async function askBeforeAndAfter(before: Props, after: Props, questions = ['First question', 'Second question']) {
  const { fetch, requests } = recordingFetch();
  const user = userEvent.setup();
  const { rerender } = render(widget({ fetch, ...before }));
  await ask(user, questions[0]!, 1);
  rerender(widget({ fetch, ...after }));
  await ask(user, questions[1]!, 2);
  expect(requests).toHaveLength(2);
  return requests as [SentRequest, SentRequest];
}

describe('props changed after the first question reach the next request', () => {
  it('sends the new filter', async () => {
    const [first, second] = await askBeforeAndAfter(
      { filter: { version: 'v1' } },
      { filter: { version: 'v2', language: 'en', groups: ['beta'] } },
    );
    expect(first.body.filter).toEqual({ version: 'v1' });
    expect(second.body.filter).toEqual({ version: 'v2', language: 'en', groups: ['beta'] });
  });

  it('sends the new retrievalPageSize', async () => {
    const [first, second] = await askBeforeAndAfter({ retrievalPageSize: 3 }, { retrievalPageSize: 8 });
    expect(first.body.retrievalPageSize).toBe(3);
    expect(second.body.retrievalPageSize).toBe(8);
  });

  it('sends the new fp', async () => {
    const [first, second] = await askBeforeAndAfter({ fp: 'anonymous' }, { fp: 'reader-42' });
    expect(first.body.fp).toBe('anonymous');
    expect(second.body.fp).toBe('reader-42');
  });

  it('sends the new headers, and no longer the old ones', async () => {
    const [first, second] = await askBeforeAndAfter(
      { headers: { 'X-Docs-Version': 'v1', 'X-Old-Only': 'yes' } },
      { headers: { 'X-Docs-Version': 'v2' } },
    );
    expect(first.headers.get('X-Docs-Version')).toBe('v1');
    expect(first.headers.get('X-Old-Only')).toBe('yes');
    expect(second.headers.get('X-Docs-Version')).toBe('v2');
    expect(second.headers.has('X-Old-Only')).toBe(false);
  });

  it('authorizes with the assistant key given later', async () => {
    const [first, second] = await askBeforeAndAfter({}, { apiKey: 'mint_dsc_public_key_2' });
    expect(first.headers.has('Authorization')).toBe(false);
    expect(second.headers.get('Authorization')).toBe('Bearer mint_dsc_public_key_2');
  });

  it('authorizes with the new key when the assistant key changes', async () => {
    const [first, second] = await askBeforeAndAfter({ apiKey: 'mint_dsc_key_1' }, { apiKey: 'mint_dsc_key_2' });
    expect(first.headers.get('Authorization')).toBe('Bearer mint_dsc_key_1');
    expect(second.headers.get('Authorization')).toBe('Bearer mint_dsc_key_2');
  });

  it('runs the onBeforeSend given later, which redacts the whole body it sends', async () => {
    const redactEmails: DocsAssistantProps['onBeforeSend'] = (body) => ({
      ...body,
      messages: body.messages.map((message) => ({
        ...message,
        parts: message.parts.map((part) => ({ ...part, text: part.text.replace(/\S+@\S+/g, '[email]') })),
      })),
    });
    const [first, second] = await askBeforeAndAfter({}, { onBeforeSend: redactEmails }, [
      'I am ada@example.com',
      'Write to grace@example.com',
    ]);
    expect(JSON.stringify(first.body)).toContain('ada@example.com');
    expect(JSON.stringify(second.body)).not.toContain('@example.com');
    expect(second.body.messages.map((m) => m.parts[0]!.text)).toEqual([
      'I am [email]',
      'Answer 1.',
      'Write to [email]',
    ]);
  });

  it('sends nothing when an onBeforeSend given later vetoes the question', async () => {
    const { fetch, requests } = recordingFetch();
    const user = userEvent.setup();
    const { rerender } = render(widget({ fetch }));
    await ask(user, 'First question', 1);
    rerender(widget({ fetch, onBeforeSend: () => false }));
    await user.type(input(), 'Vetoed question{Enter}');
    // The veto is said as what it is (nothing was sent), with no Retry that would be vetoed again; the question
    // stays in the conversation.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This question was not sent: the site stopped it');
    expect(alert).toHaveAttribute('data-kind', 'cancelled');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('Vetoed question')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('sends through the transport given later', async () => {
    const { fetch, requests } = recordingFetch();
    const hostTransport = {
      sendMessages: vi.fn(async () =>
        (await fetch('https://host.test', { method: 'POST', body: '{}' }))
          .body!.pipeThrough(new TextDecoderStream())
          .pipeThrough(sseToChunks()),
      ),
      reconnectToStream: vi.fn(async () => null),
    };
    const user = userEvent.setup();
    const { rerender } = render(widget({ fetch }));
    await ask(user, 'First question', 1);
    rerender(widget({ fetch, transport: hostTransport as unknown as DocsAssistantProps['transport'] }));
    await ask(user, 'Second question', 2);
    expect(hostTransport.sendMessages).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.url)).toEqual([
      'https://api.test/discovery/v2/assistant/acme/message',
      'https://host.test',
    ]);
  });

  it('posts to the new baseUrl', async () => {
    const [first, second] = await askBeforeAndAfter({ baseUrl: 'https://one.test' }, { baseUrl: 'https://two.test/' });
    expect(first.url).toBe('https://one.test/discovery/v2/assistant/acme/message');
    expect(second.url).toBe('https://two.test/discovery/v2/assistant/acme/message');
  });

  it('posts to the api endpoint given later, in place of the baseUrl', async () => {
    const [first, second] = await askBeforeAndAfter({ baseUrl: 'https://one.test' }, { api: '/api/assistant' });
    expect(first.url).toBe('https://one.test/discovery/v2/assistant/acme/message');
    expect(second.url).toBe('/api/assistant');
  });

  it('keeps the conversation and its thread across those changes', async () => {
    const [, second] = await askBeforeAndAfter(
      { filter: { version: 'v1' } },
      { filter: { version: 'v2' }, fp: 'reader-42' },
    );
    expect(second.body).toMatchObject({ threadId: 'thread-1', threadKey: 'key-1' });
    expect(second.body.messages.map((m) => m.parts[0]!.text)).toEqual([
      'First question',
      'Answer 1.',
      'Second question',
    ]);
  });
});

describe('a changed domain', () => {
  it('starts that domain’s own conversation: none of the old messages, no thread, its own endpoint', async () => {
    const { fetch, requests } = recordingFetch();
    const user = userEvent.setup();
    const { rerender } = render(widget({ fetch, domain: 'acme' }));
    await ask(user, 'Asked on acme', 1);

    rerender(widget({ fetch, domain: 'globex' }));
    // The new domain's widget opens on an empty conversation.
    await waitFor(() => expect(screen.queryByText('Asked on acme')).toBeNull());
    expect(screen.queryByText('Answer 1.')).toBeNull();
    await ask(user, 'Asked on globex', 2);

    const [first, second] = requests as [SentRequest, SentRequest];
    expect(first.url).toBe('https://api.test/discovery/v2/assistant/acme/message');
    expect(second.url).toBe('https://api.test/discovery/v2/assistant/globex/message');
    expect(second.body).not.toHaveProperty('threadId');
    expect(second.body).not.toHaveProperty('threadKey');
    expect(second.body.messages.map((m) => m.parts[0]!.text)).toEqual(['Asked on globex']);
  });
});

describe('an admin key set after the first question', () => {
  it('is refused with a reason, keeps the next question in the composer, and sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { fetch, requests } = recordingFetch();
    const user = userEvent.setup();
    const { rerender } = render(widget({ fetch, apiKey: 'mint_dsc_public_key', onError }));
    await ask(user, 'First question', 1);

    rerender(widget({ fetch, apiKey: 'mint_live_admin_secret', onError }));
    expect(await screen.findByRole('alert')).toHaveTextContent('secret key that must never be used in a browser');
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'DocsAssistantKeyError', message: expect.stringMatching(/mint_dsc_/) }),
      ),
    );

    await user.type(input(), 'Second question{Enter}');
    // Refused before it was taken: still the draft, never a message of the conversation, never a request.
    expect(input()).toHaveValue('Second question');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(requests).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
