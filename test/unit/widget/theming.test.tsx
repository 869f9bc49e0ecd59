import { act, screen, waitFor } from '@testing-library/react';
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

  describe('colour scheme', () => {
    const scheme = () => document.querySelector<HTMLElement>('[data-docs-assistant]')!.dataset.colorScheme;
    const html = document.documentElement;
    afterEach(() => {
      html.className = '';
    });

    // The docs theme's own markers are read by the stylesheet (a Chromium suite reads the colours); the root says
    // `auto` so that those rules apply.
    it('is `auto` by default, and fixed when the host says light or dark', () => {
      const { unmount } = renderWidget();
      expect(scheme()).toBe('auto');
      unmount();
      renderWidget({ theme: { colorScheme: 'light' } });
      expect(scheme()).toBe('light');
    });

    it('asks a host’s function, and asks again when the page’s theme markers change', async () => {
      renderWidget({
        theme: { colorScheme: (doc) => (doc.documentElement.classList.contains('night') ? 'dark' : 'light') },
      });
      await waitFor(() => expect(scheme()).toBe('light'));
      await act(async () => html.classList.add('night'));
      await waitFor(() => expect(scheme()).toBe('dark'));
      await act(async () => html.classList.remove('night'));
      await waitFor(() => expect(scheme()).toBe('light'));
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
