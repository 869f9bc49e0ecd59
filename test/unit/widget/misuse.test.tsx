// An untyped host (plain JavaScript) passing a prop of the wrong type or value gets one console
// error naming the prop, what it takes and what it got; the host's own tree stays mounted and the widget works with
// the prop's default. Without a `domain`, the reader is told the assistant is not set up yet, and nothing is sent.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DocsAssistant } from '../../../src/index';
import { FakeTransport } from '../../support/fake-transport';

/** A wrong value for every documented prop, as an untyped host might pass it. */
const WRONG: Record<string, unknown> = {
  baseUrl: 42,
  api: { url: '/api' },
  apiKey: 12345,
  fp: '',
  retrievalPageSize: '5',
  filter: 'v2',
  headers: 'Authorization: x',
  fetch: 'window.fetch',
  idleTimeoutMs: -1,
  starterQuestions: 'How do I install?',
  open: 'yes',
  defaultOpen: 'no',
  onOpenChange: 'handleOpen',
  variant: 'drawer',
  shortcut: 5,
  urlQuestion: 'false',
  pageContext: 'on',
  onBeforeSend: true,
  labels: 'French',
  classNames: 'my-widget',
  unstyled: 'yes',
  onEvent: 'track',
  onError: {},
  onFeedback: 1,
  onIntent: 'preload',
  title: ['Ask', 'us'],
  support: 7,
  reopenAfterNavigation: 'always',
  history: 'off',
  storage: 'session',
  theme: 'dark',
  className: 3,
  style: 'color: red',
};

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  localStorage.clear();
});

const ourErrors = () =>
  consoleError.mock.calls.map((args) => String(args[0])).filter((message) => message.startsWith('docs-assistant:'));

function renderHost(props: Record<string, unknown>) {
  const user = userEvent.setup();
  // As plain JavaScript would: createElement with whatever the host has, no types in the way.
  render(
    <div>
      <p>The host's own page</p>
      {createElement(DocsAssistant as never, { domain: 'acme', pageContext: false, ...props })}
    </div>,
  );
  return user;
}

async function askThroughTheWidget(user: ReturnType<typeof userEvent.setup>) {
  if (!screen.queryByRole('textbox', { name: 'Ask a question about the docs' }))
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
  // The panel itself (not the loading frame): the props have been checked.
  await waitFor(() => expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-busy'));
  await user.type(
    screen.getByRole('textbox', { name: 'Ask a question about the docs' }),
    'How do I install it?{Enter}',
  );
}

describe('a prop of the wrong type or value', () => {
  it.each(Object.entries(WRONG))(
    '%s: one console error naming it, the host still mounted, the widget usable',
    async (prop, value) => {
      const transport = new FakeTransport();
      const user = renderHost({ transport, [prop]: value });
      await askThroughTheWidget(user);
      await waitFor(() => expect(transport.requests).toHaveLength(1));

      expect(screen.getByText("The host's own page")).toBeInTheDocument();
      const errors = ourErrors();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`\`${prop}\` must be `);
      expect(errors[0]).toMatch(/; got (the |an |a |null|undefined)/);
      expect(errors[0]).toContain('Using its default instead.');
    },
  );

  it('transport: one console error, and the default HTTP transport sends the question', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    const user = renderHost({ transport: 'fake', fetch });
    await askThroughTheWidget(user);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.getByText("The host's own page")).toBeInTheDocument();
    expect(ourErrors()).toEqual([expect.stringContaining('`transport` must be a ChatTransport')]);
  });

  it('starterQuestions as a string: the empty conversation offers none, and the host page stays', async () => {
    const user = renderHost({ transport: new FakeTransport(), starterQuestions: 'How do I start?' });
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    await waitFor(() => expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('button', { name: 'How do I start?' })).toBeNull();
    expect(ourErrors()).toEqual([
      'docs-assistant: `starterQuestions` must be an array of strings; got the string "How do I start?". Using its default instead.',
    ]);
  });
});

/** A wrong value for each documented field of `theme`: reported as `theme.<field>`, the rest of the theme kept. */
const WRONG_THEME: Record<string, unknown> = {
  colorScheme: 'sepia',
  accent: 0x0a7c66,
  accentForeground: '',
  radius: { px: 12 },
  fontFamily: ['Inter'],
  panelWidth: Number.NaN,
  zIndex: '10',
  placement: 'top-left',
  offset: { x: 20, y: 40 },
};

describe('a theme field of the wrong type or value', () => {
  it.each(Object.entries(WRONG_THEME))(
    'theme.%s: one console error naming it, the rest of the theme applied, the widget usable',
    async (field, value) => {
      const transport = new FakeTransport();
      const user = renderHost({ transport, theme: { radius: 3, [field]: value } });
      await askThroughTheWidget(user);
      await waitFor(() => expect(transport.requests).toHaveLength(1));

      const errors = ourErrors();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`\`theme.${field}\` must be `);
      expect(errors[0]).toMatch(/; got (the |an |a |null|undefined)/);
      expect(errors[0]).toContain('Using its default instead.');
      const root = document.querySelector<HTMLElement>('[data-docs-assistant]')!;
      // The host's other field still applies; the wrong one is not written anywhere.
      if (field !== 'radius') expect(root.style.getPropertyValue('--da-radius')).toBe('3px');
      expect(root.getAttribute('style') ?? '').not.toMatch(/object|NaN|top-left|,/);
      expect(root.dataset.daPlacement).toBeUndefined();
    },
  );

  // Another value than above: a message is reported once per page.
  it('theme.placement "top-right": the launcher stays in the default corner, and the console says why', async () => {
    const user = renderHost({ transport: new FakeTransport(), theme: { placement: 'top-right' } });
    await askThroughTheWidget(user);
    expect(document.querySelector('[data-docs-assistant]')).not.toHaveAttribute('data-da-placement');
    expect(ourErrors()).toEqual([
      'docs-assistant: `theme.placement` must be "bottom-right" or "bottom-left"; got the string "top-right". Using its default instead.',
    ]);
  });

  it('a valid theme is used as given, with no console error', async () => {
    const user = renderHost({
      transport: new FakeTransport(),
      theme: { placement: 'bottom-left', offset: '2rem', zIndex: 10, colorScheme: () => 'dark' },
    });
    await askThroughTheWidget(user);
    const root = document.querySelector<HTMLElement>('[data-docs-assistant]')!;
    expect(root).toHaveAttribute('data-da-placement', 'bottom-left');
    expect(root.style.getPropertyValue('--da-offset')).toBe('2rem');
    expect(root).toHaveAttribute('data-color-scheme', 'dark');
    expect(ourErrors()).toEqual([]);
  });
});

describe('no domain', () => {
  it('tells the reader it is not set up yet, says on the console what to set, and keeps the question', async () => {
    const transportless = { domain: undefined };
    const fetch = vi.fn(async () => new Response('{}'));
    const user = renderHost({ ...transportless, fetch });
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This assistant is not set up yet.');
    const box = screen.getByRole('textbox', { name: 'Ask a question about the docs' });
    await user.type(box, 'How do I install it?{Enter}');
    expect(box).toHaveValue('How do I install it?');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/Could not reach the assistant/)).toBeNull();
    const errors = ourErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('`domain` must be');
    expect(errors[0]).toContain('<DocsAssistant domain="acme" />');
  });
});
