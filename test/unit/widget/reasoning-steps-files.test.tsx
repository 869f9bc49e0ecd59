// The other part types the service's stream may carry (service-api §1: `reasoning`, `step-start`, `file`): a
// reasoning model's thinking is never silence, and a file is shown only at an address a link could use.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { renderWidget } from './render-widget';

async function askAndOpenStream() {
  const widget = renderWidget({ defaultOpen: true });
  await widget.user.type(screen.getByRole('textbox'), 'Why does the build fail?{Enter}');
  await widget.transport.waitForRequest();
  return widget;
}

const answer = (id: string, value: string): UIMessageChunk[] => [
  { type: 'text-start', id },
  { type: 'text-delta', id, delta: value },
  { type: 'text-end', id },
];

describe('reasoning', () => {
  it('streams into a folded “Thinking…” disclosure, which reads “Reasoning” once done and opens to the text', async () => {
    const { transport, user } = await askAndOpenStream();
    await act(async () => {
      transport.emit(
        { type: 'start' },
        { type: 'reasoning-start', id: 'r' },
        { type: 'reasoning-delta', id: 'r', delta: 'The error names a missing export, ' },
      );
    });
    const thinking = await screen.findByText('Thinking…', { selector: 'summary' });
    const disclosure = thinking.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');

    await act(async () => transport.emit({ type: 'reasoning-delta', id: 'r', delta: 'so the import path is wrong.' }));
    await user.click(thinking);
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByText(/missing export, so the import path is wrong\./)).toBeVisible();

    await act(async () => {
      transport.emit({ type: 'reasoning-end', id: 'r' }, ...answer('t', 'Import it from `acme/server`.'), {
        type: 'finish',
      });
      transport.close();
    });
    await waitFor(() => expect(within(disclosure).getByText('Reasoning', { selector: 'summary' })).toBeVisible());
    expect(await screen.findByText('acme/server')).toBeInTheDocument();
  });

  it('shows the model’s words as text, never as markup', async () => {
    const { transport } = await askAndOpenStream();
    await act(async () => {
      transport.emit(
        { type: 'start' },
        { type: 'reasoning-start', id: 'r' },
        { type: 'reasoning-delta', id: 'r', delta: '<img src=x onerror="window.__owned=1"> **not bold**' },
        { type: 'reasoning-end', id: 'r' },
      );
    });
    const summary = await screen.findByText('Reasoning', { selector: 'summary' });
    const details = summary.closest('details')!;
    expect(within(details).getByText(/<img src=x onerror=.*\*\*not bold\*\*/)).toBeInTheDocument();
    expect(details.querySelector('img, strong')).toBeNull();
  });
});

describe('steps', () => {
  it('says “Thinking…” while a new step has begun and shown nothing, and stops once its words come', async () => {
    const { transport } = await askAndOpenStream();
    await act(async () => transport.emit({ type: 'start' }, { type: 'start-step' }));
    expect(await screen.findByText('Thinking…')).toHaveAttribute('role', 'status');

    await act(async () => transport.emit(...answer('t', 'Here is what changed.')));
    await waitFor(() => expect(screen.queryByText('Thinking…')).toBeNull());
  });
});

describe('files', () => {
  it('shows an image (named for what it is), links any other file by its name, and drops unsafe addresses', async () => {
    const { transport } = await askAndOpenStream();
    await act(async () => {
      transport.emit(
        { type: 'start' },
        { type: 'file', url: 'https://docs.example.com/diagram.png', mediaType: 'image/png' },
        { type: 'file', url: 'https://docs.example.com/logs/build%201.log', mediaType: 'text/plain' },
        { type: 'file', url: 'javascript:alert(1)', mediaType: 'image/png' },
        { type: 'file', url: 'data:image/png;base64,AAAA', mediaType: 'image/png' },
      );
    });
    const files = await screen.findByRole('list', { name: 'Files' });
    expect(within(files).getByRole('img', { name: 'Image from the answer' })).toHaveAttribute(
      'src',
      'https://docs.example.com/diagram.png',
    );
    expect(within(files).getByRole('link', { name: 'build 1.log' })).toHaveAttribute(
      'href',
      'https://docs.example.com/logs/build%201.log',
    );
    // The `javascript:` and `data:` ones are not there at all.
    expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    expect(within(files).getAllByRole('img')).toHaveLength(1);
  });
});
