// The page behind a panel that covers it is inert (ui/inert-page.ts), and is given back as it was. Chromium proves
// what `inert` does to Tab and screen readers (test/browser/embed/inert-page.test.ts); these pin down which elements
// carry it, in the DOM any browser shares.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AssistantRoot, Panel } from '../../../src/headless/index';
import { inertOthers } from '../../../src/ui/inert-page';
import { FakeTransport } from '../../support/fake-transport';

afterEach(() => document.body.replaceChildren());

const inertOnes = () => [...document.querySelectorAll('[inert]')].map((element) => element.id);

describe('inertOthers', () => {
  it('marks what is beside the kept element at every level, never its ancestors, and only unmarks its own', () => {
    document.body.innerHTML = `<header id="header"></header>
      <div id="app"><nav id="nav"></nav><main id="main"><p id="inside-main"></p></main><div id="host"><div id="widget"></div></div></div>
      <aside id="drawer" inert></aside><div id="hidden" aria-hidden="true"></div>`;
    const release = inertOthers([document.getElementById('widget')!]);
    expect(inertOnes().sort()).toEqual(['drawer', 'header', 'hidden', 'main', 'nav']);
    release();
    expect(inertOnes()).toEqual(['drawer']);
    expect(document.getElementById('hidden')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks what is added beside it while it holds, and unmarks it, connected or not', async () => {
    document.body.innerHTML = `<div id="app"><main id="main"></main><div id="widget"></div></div>`;
    const release = inertOthers([document.getElementById('widget')!]);
    const route = Object.assign(document.createElement('section'), { id: 'route' });
    const toast = Object.assign(document.createElement('div'), { id: 'toast' });
    document.getElementById('app')!.append(route);
    document.body.append(toast);
    // MutationObserver records arrive in a microtask.
    await Promise.resolve();
    expect(inertOnes().sort()).toEqual(['main', 'route', 'toast']);
    route.remove();
    release();
    expect(inertOnes()).toEqual([]);
    expect(route.hasAttribute('inert')).toBe(false);
    // Released: later additions stay live.
    document.body.append(Object.assign(document.createElement('div'), { id: 'later' }));
    await Promise.resolve();
    expect(inertOnes()).toEqual([]);
  });
});

describe('a modal panel in a host’s own layout (no preset root)', () => {
  it('leaves the dialog and its backdrop live, the page inert, and gives the page back on a backdrop click', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a id="page-link" href="#x">
          Page link
        </a>
        <AssistantRoot domain="acme" transport={new FakeTransport()} pageContext={false} variant="modal" defaultOpen>
          <Panel />
        </AssistantRoot>
      </>,
    );
    // The panel itself, once the prop rules it waits for are here (the loading frame before it has no backdrop).
    const backdrop = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-da-slot="backdrop"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('[inert]')).toBeNull();
    expect(backdrop.closest('[inert]')).toBeNull();
    expect(document.getElementById('page-link')!.closest('[inert]')).not.toBeNull();
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
