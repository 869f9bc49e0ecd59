import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, sseResponse } from '../../support/sse';
import { renderWidget } from './render-widget';

const answer = [
  { type: 'start' },
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: 'Recovered answer.' },
  { type: 'text-end', id: 't' },
  { type: 'finish', threadId: 'thread-1' },
];

/** The real HTTP transport over a scripted `fetch`: what the service answers is what the reader sees. */
function renderWithFetch(...responses: Array<Response | Error>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    const next = responses.shift() ?? sseResponse(answer);
    if (next instanceof Error) throw next;
    return next;
  });
  const widget = renderWidget({ defaultOpen: true, transport: undefined, fetch, baseUrl: 'https://api.test' });
  return { ...widget, fetch };
}

describe('errors', () => {
  it.each([
    [400, 'The assistant could not read that request.'],
    [404, 'This conversation could not be found'],
    [500, 'The assistant service had a problem answering.'],
    [503, 'The assistant service had a problem answering.'],
  ])('words %i specifically, keeps the question, and retries to an answer', async (status, message) => {
    const { user, fetch } = renderWithFetch(errorResponse(status, 'nope'));
    await user.type(screen.getByRole('textbox'), 'Where is the config?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(await screen.findByText('Where is the config?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered answer.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    [401, 'unauthorized', 'missing, invalid, expired or revoked'],
    [403, 'forbidden', 'not allowed for the domain "acme"'],
  ])(
    'says the site’s key is not accepted after a %i, offers no retry, and tells the developer once',
    async (status, kind, problem) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = renderWithFetch(errorResponse(status, 'nope'), errorResponse(status, 'nope'));
      await user.type(screen.getByRole('textbox'), 'Where is the config?{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveAttribute('data-kind', kind);
      expect(alert).toHaveTextContent('this site’s key');
      expect(alert).toHaveTextContent('The site owner needs to fix this.');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.getByText('Where is the config?')).toBeInTheDocument();
      // Asking again fails the same way; the developer is told once what to fix.
      await user.type(screen.getByRole('textbox'), 'And the key?{Enter}');
      await screen.findByText('And the key?');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('data-kind', kind));
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]![0]).toContain(problem);
      expect(logged.mock.calls[0]![0]).toContain('"mint_dsc_"');
      // The service's own `{error}`: a local service names there the key it printed at start.
      expect(logged.mock.calls[0]![0]).toContain('The service said: "nope"');
      logged.mockRestore();
    },
  );

  it('counts down the Retry-After of a 429, with "Try again" disabled until it reaches zero', async () => {
    const { user } = renderWithFetch(errorResponse(429, 'slow down', { 'Retry-After': '1' }));
    await user.type(screen.getByRole('textbox'), 'Hi{Enter}');
    const alert = await screen.findByRole('alert');
    const button = screen.getByRole('button', { name: 'Try again' });
    // One sentence says when, and says it once: the button is the only other "Try again".
    const message = (alert.textContent ?? '').replace(button.textContent ?? '', '');
    expect(message).toBe('The assistant has had too many questions just now. You can try again in 1 s.');
    expect(button).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled(), { timeout: 5_000 });
    expect(alert).not.toHaveTextContent(/in \d+ s/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered answer.')).toBeInTheDocument();
  });

  it('reports a network failure and recovers on retry', async () => {
    const { user } = renderWithFetch(new TypeError('Failed to fetch'));
    await user.type(screen.getByRole('textbox'), 'Hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the assistant');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered answer.')).toBeInTheDocument();
  });

  it('asks again in a fresh thread after the service lost the thread (404)', async () => {
    const { user, fetch } = renderWithFetch(
      sseResponse(answer, { headers: { 'X-Thread-Id': 'thread-1', 'X-Thread-Key': 'k1' } }),
      errorResponse(404, 'Thread not found'),
    );
    await user.type(screen.getByRole('textbox'), 'One{Enter}');
    await screen.findByText('Recovered answer.');
    await user.type(screen.getByRole('textbox'), 'Two{Enter}');
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(init!.body as string));
    expect(bodies[1]).toMatchObject({ threadId: 'thread-1', threadKey: 'k1' });
    expect(bodies[2]).not.toHaveProperty('threadId');
  });

  it('refuses an admin key with a reason, and never makes a request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const fetch = vi.fn<typeof globalThis.fetch>();
    const { user } = renderWidget({
      defaultOpen: true,
      transport: undefined,
      fetch,
      apiKey: 'mint_live_admin_secret',
      onError,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('secret key that must never be used in a browser');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'DocsAssistantKeyError', message: expect.stringMatching(/mint_dsc_/) }),
    );
    const input = screen.getByRole('textbox');
    await user.type(input, 'Hi{Enter}');
    expect(input).toHaveValue('Hi');
    expect(fetch).not.toHaveBeenCalled();
  });
});
