import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuggestEdit } from '../../../src/agent-jobs/ui';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** The agent proxy's side, scripted per route; the last reply of each route repeats. */
function fakeProxy(routes: Record<string, Reply[]>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = input as string;
    calls.push({ method, url, body: init?.body ? JSON.parse(init.body as string) : undefined });
    const queue = routes[`${method} ${url}`] ?? [{ status: 404, body: { error: 'no route' } }];
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    return Response.json(reply.body, { status: reply.status, headers: reply.headers });
  });
  return { fetch, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const job = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'j1',
  status,
  prLink: status === 'completed' ? 'https://github.com/acme/docs/pull/7' : null,
  ...extra,
});

describe('<SuggestEdit>', () => {
  it('starts a job, announces progress and links the pull request', async () => {
    const proxy = fakeProxy({
      'POST /api/agent/job': [{ status: 201, body: job('active') }],
      'GET /api/agent/job/j1': [
        { status: 200, body: job('active') },
        { status: 200, body: job('completed') },
      ],
    });
    vi.stubGlobal('fetch', proxy.fetch);
    render(<SuggestEdit api="/api/agent" pollInterval={1} />);
    await userEvent.type(screen.getByLabelText('Describe the change'), 'Fix the typo on the install page');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest edit' }));
    expect(proxy.calls[0]).toEqual({
      method: 'POST',
      url: '/api/agent/job',
      body: { prompt: 'Fix the typo on the install page' },
    });
    const link = await screen.findByRole('link', { name: 'View the pull request' });
    expect(link.getAttribute('href')).toBe('https://github.com/acme/docs/pull/7');
    expect(screen.getByRole('status').textContent).toBe('Done.');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('sends a follow-up to the same job once one exists', async () => {
    const proxy = fakeProxy({
      'POST /api/agent/job': [{ status: 201, body: job('completed') }],
      'POST /api/agent/job/j1/message': [{ status: 200, body: job('completed') }],
    });
    vi.stubGlobal('fetch', proxy.fetch);
    render(<SuggestEdit api="/api/agent" pollInterval={1} />);
    await userEvent.type(screen.getByLabelText('Describe the change'), 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest edit' }));
    await userEvent.type(screen.getByLabelText('Describe the change'), 'Also the title');
    await userEvent.click(await screen.findByRole('button', { name: 'Send follow-up' }));
    await waitFor(() =>
      expect(proxy.calls.at(-1)).toMatchObject({
        method: 'POST',
        url: '/api/agent/job/j1/message',
        body: { prompt: 'Also the title' },
      }),
    );
  });

  it('shows the failure reason and the proxy refusal in the status', async () => {
    const proxy = fakeProxy({
      'POST /api/agent/job': [{ status: 403, body: { error: 'Only signed-in maintainers may use the docs agent.' } }],
    });
    vi.stubGlobal('fetch', proxy.fetch);
    const { container } = render(<SuggestEdit api="/api/agent" />);
    await userEvent.type(screen.getByLabelText('Describe the change'), 'Anything');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest edit' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Only signed-in maintainers'));
    expect(container.querySelector('[data-docs-assistant-suggest-edit]')?.getAttribute('data-status')).toBe('error');
  });

  it('keeps polling through a 503 and reports a failed job with its reason', async () => {
    const proxy = fakeProxy({
      'POST /api/agent/job': [{ status: 201, body: job('active') }],
      'GET /api/agent/job/j1': [
        { status: 503, body: { error: 'busy' } },
        { status: 200, body: job('failed', { error: 'no such page' }) },
      ],
    });
    vi.stubGlobal('fetch', proxy.fetch);
    render(<SuggestEdit api="/api/agent" pollInterval={1} />);
    await userEvent.type(screen.getByLabelText('Describe the change'), 'Edit a page');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest edit' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The agent could not make this change. no such page'),
    );
  });

  it('stop ends polling and says the job goes on', async () => {
    const proxy = fakeProxy({
      'POST /api/agent/job': [{ status: 201, body: job('active') }],
      'GET /api/agent/job/j1': [{ status: 200, body: job('active') }],
    });
    vi.stubGlobal('fetch', proxy.fetch);
    render(<SuggestEdit api="/api/agent" pollInterval={60_000} />);
    await userEvent.type(screen.getByLabelText('Describe the change'), 'Edit');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest edit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop watching' }));
    expect(screen.getByRole('status').textContent).toMatch(/Stopped watching\. The agent keeps working/);
    expect(proxy.calls.filter((c) => c.method === 'GET')).toHaveLength(0);
  });
});
