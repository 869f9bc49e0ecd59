import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantSlot } from '../../../src/index';
import { answerChunks } from '../../support/fake-transport';
import { renderWidget } from './render-widget';

const SLOTS: AssistantSlot[] = [
  'root',
  'launcher',
  'panel',
  'header',
  'title',
  'headerButton',
  'body',
  'messages',
  'message',
  'answer',
  'followUps',
  'followUp',
  'actions',
  'action',
  'composer',
  'input',
  'send',
  'hint',
];

describe('theming', () => {
  it('gives every slot the host’s class from `classNames`', async () => {
    const classNames = Object.fromEntries(SLOTS.map((slot) => [slot, `host-${slot}`]));
    const { user, transport } = renderWidget({ defaultOpen: true, classNames });
    await user.type(screen.getByRole('textbox'), 'Hi{Enter}');
    await transport.waitForRequest();
    await act(async () => {
      transport.emit(...answerChunks('Answer.\n\n```suggestions\n(More)[/more]\n```\n'));
      transport.close();
    });
    await screen.findByRole('button', { name: 'More' });
    for (const slot of SLOTS) {
      const elements = document.querySelectorAll(`[data-da-slot="${slot}"]`);
      expect(elements.length, slot).toBeGreaterThan(0);
      for (const element of elements) expect(element.classList.contains(`host-${slot}`), slot).toBe(true);
    }
  });

  it('feeds `theme` into --da-* custom properties and the colour scheme attribute', () => {
    renderWidget({
      theme: { colorScheme: 'dark', accent: '#ff3366', radius: 4, fontFamily: 'Inter', panelWidth: 480 },
    });
    const root = document.querySelector<HTMLElement>('[data-docs-assistant]')!;
    expect(root.dataset.colorScheme).toBe('dark');
    expect(root.style.getPropertyValue('--da-accent')).toBe('#ff3366');
    expect(root.style.getPropertyValue('--da-radius')).toBe('4px');
    expect(root.style.getPropertyValue('--da-font-family')).toBe('Inter');
    expect(root.style.getPropertyValue('--da-panel-width')).toBe('480px');
  });

  describe('follows the docs theme’s own dark mode, live', () => {
    const scheme = () => document.querySelector<HTMLElement>('[data-docs-assistant]')!.dataset.colorScheme;
    const html = document.documentElement;
    afterEach(() => {
      html.removeAttribute('data-theme');
      html.className = '';
      document.body.removeAttribute('data-md-color-scheme');
    });

    // One marker per family of docs generators; each flips the panel when the reader flips the site, and back.
    const markers: Array<[string, (dark: boolean) => void]> = [
      ['Docusaurus / Starlight html[data-theme]', (dark) => html.setAttribute('data-theme', dark ? 'dark' : 'light')],
      ['Tailwind / VitePress / Nextra html.dark', (dark) => html.classList.toggle('dark', dark)],
      [
        'MkDocs Material body[data-md-color-scheme]',
        (dark) => document.body.setAttribute('data-md-color-scheme', dark ? 'slate' : 'default'),
      ],
    ];
    for (const [name, setDark] of markers) {
      it(name, async () => {
        renderWidget();
        // No marker and no OS preference (jsdom has no matchMedia): light.
        expect(scheme()).toBe('light');
        await act(async () => setDark(true));
        expect(scheme()).toBe('dark');
        await act(async () => setDark(false));
        expect(scheme()).toBe('light');
      });
    }

    it('lets the host fix the scheme, or decide it with a selector or a function', async () => {
      html.setAttribute('data-theme', 'dark');
      const { unmount } = renderWidget({ theme: { colorScheme: 'light' } });
      expect(scheme()).toBe('light');
      unmount();
      const selector = renderWidget({ theme: { colorScheme: { dark: 'html.night' } } });
      expect(scheme()).toBe('light');
      await act(async () => html.classList.add('night'));
      expect(scheme()).toBe('dark');
      selector.unmount();
      renderWidget({ theme: { colorScheme: (doc) => (doc.documentElement.lang === 'x-dark' ? 'dark' : undefined) } });
      expect(scheme()).toBe('light');
      await act(async () => html.classList.add('any-class-change'));
      expect(scheme()).toBe('light');
    });
  });

  it('marks an unstyled instance so the preset stylesheet leaves it alone', () => {
    renderWidget({ unstyled: true });
    expect(document.querySelector('[data-docs-assistant]')).toHaveAttribute('data-unstyled');
  });

  it('uses the host’s labels for visible text and accessible names', async () => {
    const { user } = renderWidget({
      labels: {
        launcher: 'Demander',
        inputLabel: 'Votre question',
        send: 'Envoyer',
        errors: { network: 'Hors ligne' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Demander' }));
    expect(screen.getByRole('textbox', { name: 'Votre question' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
  });
});

describe('a refused key', () => {
  it('disables starter questions rather than leaving the reader waiting on a request that cannot be made', () => {
    renderWidget({ defaultOpen: true, apiKey: 'mint_admin', transport: undefined, starterQuestions: ['Install?'] });
    expect(screen.getByRole('button', { name: 'Install?' })).toBeDisabled();
  });
});
