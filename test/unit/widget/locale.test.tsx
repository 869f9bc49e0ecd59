import { screen, within } from '@testing-library/react';
import { DocsAssistant } from '../../../src/index';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from './render-widget';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

/** The real panel (not its loading frame), once its locale's strings are here. */
const openPanel = async () => {
  const panel = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  await within(panel).findByRole('textbox', {}, { timeout: 10_000 });
  return screen.getByRole('dialog');
};

describe('the panel’s language', () => {
  it('follows <html lang>, with lang and dir on the panel', async () => {
    document.documentElement.lang = 'de-AT';
    renderWidget({ defaultOpen: true });
    await screen.findByRole('button', { name: 'Assistent schließen' }, { timeout: 10_000 });
    const panel = await openPanel();
    expect(panel).toHaveAttribute('lang', 'de');
    expect(panel).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Eine Frage zur Dokumentation stellen' })).toHaveAttribute(
      'placeholder',
      'Stellen Sie eine Frage…',
    );
  });

  it('takes the locale prop over <html lang>, and the host’s labels over both', async () => {
    document.documentElement.lang = 'de';
    renderWidget({ defaultOpen: true, locale: 'ja', labels: { close: 'とじる' } });
    await screen.findByRole('button', { name: 'とじる' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: '送信' })).toBeInTheDocument();
    expect(await openPanel()).toHaveAttribute('lang', 'ja');
  });

  it('mirrors for a right-to-left locale, and for a page-chosen one on a right-to-left page', async () => {
    const arabic = renderWidget({ defaultOpen: true, locale: 'ar' });
    await screen.findByRole('button', { name: 'إغلاق المساعد' }, { timeout: 10_000 });
    expect(await openPanel()).toHaveAttribute('dir', 'rtl');
    arabic.unmount();

    document.documentElement.dir = 'rtl';
    renderWidget({ defaultOpen: true });
    await screen.findByRole('button', { name: 'Close assistant' }, { timeout: 10_000 });
    expect(await openPanel()).toHaveAttribute('dir', 'rtl');
  });

  it('stays English on an English page or an unknown language', async () => {
    document.documentElement.lang = 'x-klingon';
    renderWidget({ defaultOpen: true });
    await screen.findByRole('button', { name: 'Close assistant' }, { timeout: 10_000 });
    expect(await openPanel()).toHaveAttribute('lang', 'en');
  });

  it('switches language while open without going back to the loading frame', async () => {
    const widget = renderWidget({ defaultOpen: true, locale: 'de' });
    await screen.findByRole('button', { name: 'Assistent schließen' }, { timeout: 10_000 });
    const busy: boolean[] = [];
    const observer = new MutationObserver(() => busy.push(screen.getByRole('dialog').hasAttribute('aria-busy')));
    observer.observe(document.body, { subtree: true, attributes: true, childList: true });
    widget.rerender(
      <DocsAssistant domain="acme" transport={widget.transport} pageContext={false} defaultOpen locale="fr" />,
    );
    await screen.findByRole('button', { name: 'Fermer l’assistant' }, { timeout: 10_000 });
    observer.disconnect();
    expect(screen.getByRole('dialog')).toHaveAttribute('lang', 'fr');
    expect(busy).not.toContain(true);
  });
});
