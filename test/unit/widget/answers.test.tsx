import { act, screen, waitFor, within } from '@testing-library/react';
import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { searchChunks, searchResultChunks } from '../../support/search-chunks';
import { renderWidget } from './render-widget';

const searchStarted: UIMessageChunk[] = [{ type: 'start' }, ...searchChunks('install acme')];
const text = (id: string, value: string): UIMessageChunk[] => [
  { type: 'text-start', id },
  { type: 'text-delta', id, delta: value },
  { type: 'text-end', id },
];

async function askAndOpenStream(question = 'How do I install?') {
  const widget = renderWidget({ defaultOpen: true });
  await widget.user.type(screen.getByRole('textbox'), `${question}{Enter}`);
  await widget.transport.waitForRequest();
  return widget;
}

describe('a streamed, cited answer', () => {
  it('shows “Searching for …” while the search runs, then the sources as links', async () => {
    const { transport } = await askAndOpenStream();
    await act(async () => transport.emit(...searchStarted));
    expect(await screen.findByText('Searching for “install acme”…')).toBeInTheDocument();

    await act(async () => transport.emit(...searchResultChunks));
    await waitFor(() => expect(screen.queryByText(/Searching for/)).toBeNull());
    const sources = screen.getByRole('group', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'Quickstart' })).toHaveAttribute('href', '/quickstart');
    expect(within(sources).getByRole('link', { name: 'Install with npm' })).toHaveAttribute('href', '/install#npm');
  });

  it('lists `source-url` parts as sources too, external ones without an opener', async () => {
    const { transport } = await askAndOpenStream();
    await act(async () => {
      transport.emit(
        { type: 'start' },
        { type: 'source-url', sourceId: 's1', url: 'https://example.org/guide', title: 'Guide' },
      );
    });
    const link = await screen.findByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('renders a trailing `suggestions` block as follow-up buttons, never as code, and asks when one is chosen', async () => {
    const { transport, user } = await askAndOpenStream();
    await act(async () => {
      transport.emit(
        { type: 'start' },
        ...text(
          't',
          'Use the CLI.\n\n```suggestions\n(How do I upgrade?)[/upgrade]\n(Where are logs kept?)[/logs]\n```\n',
        ),
        { type: 'finish', threadId: 'th' } as UIMessageChunk,
      );
      transport.close();
    });
    const group = await screen.findByRole('group', { name: 'Related questions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['How do I upgrade?', 'Where are logs kept?']);
    expect(screen.queryByText(/\(How do I upgrade\?\)\[\/upgrade\]/)).toBeNull();
    expect(document.querySelector('[data-docs-assistant] pre')).toBeNull();

    await user.click(within(group).getByRole('button', { name: 'Where are logs kept?' }));
    await transport.waitForRequest(2);
    expect(transport.requests[1]!.messages.at(-1)!.parts).toEqual([{ type: 'text', text: 'Where are logs kept?' }]);
  });

  it('never lets raw HTML or script URLs from an answer into the page', async () => {
    const { transport } = await askAndOpenStream();
    await act(async () => {
      transport.emit(
        { type: 'start' },
        ...text(
          't',
          '<img src=x onerror="window.__pwned=1"> [click](javascript:alert(1)) [data](data:text/html,hi) <script>window.__pwned=2</script>',
        ),
      );
      transport.close();
    });
    await screen.findByText('click');
    const root = document.querySelector('[data-docs-assistant]')!;
    expect(root.querySelector('img, script')).toBeNull();
    for (const a of root.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('renders fenced code with a copy button', async () => {
    const { transport } = await askAndOpenStream();
    await act(async () => {
      transport.emit({ type: 'start' }, ...text('t', '```bash\nnpm install acme\n```\n'));
      transport.close();
    });
    // Matched on the code element's whole text: once the highlighter is loaded, its words are separate tokens.
    const code = (_: string, element: Element | null) =>
      element?.localName === 'code' && element.textContent?.trim() === 'npm install acme';
    expect(await screen.findByText(code)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });
});
