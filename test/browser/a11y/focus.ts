import type { Page } from 'playwright-core';

export interface FocusedElement {
  /** Role-ish description: `button "Close assistant"`, `link "Quickstart"`, `textbox`. */
  name: string;
  inDialog: boolean;
  inWidget: boolean;
  /** A focus indicator a sighted keyboard user can see: its kind and colour, or null when there is none. */
  indicator: { kind: 'outline' | 'box-shadow' | 'border'; color: string } | null;
  /** The colour the indicator sits on (the panel's, or the page's for the launcher). */
  background: string;
}

/** Describes `document.activeElement` as a keyboard user meets it. */
export function focused(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { name: 'body', inDialog: false, inWidget: false, indicator: null, background: '' };
    }
    const role =
      el.getAttribute('role') ??
      (el.localName === 'a' ? 'link' : el.localName === 'textarea' ? 'textbox' : el.localName);
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    const style = getComputedStyle(el);
    let indicator: FocusedElement['indicator'] = null;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
      indicator = { kind: 'outline', color: style.outlineColor };
    } else if (style.boxShadow !== 'none') {
      indicator = { kind: 'box-shadow', color: style.boxShadow };
    } else if (el.localName === 'textarea') {
      // The question box shows focus on its row's border (the textarea itself has no outline by design).
      const row = el.closest('[data-da-input-row]');
      if (row) indicator = { kind: 'border', color: getComputedStyle(row).borderTopColor };
    }
    const panel = el.closest('[data-da-slot="panel"]');
    const backgroundOf = (node: Element | null): string => {
      for (let at = node; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour && colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return getComputedStyle(document.body).backgroundColor;
    };
    return {
      name: `${role} "${label}"`,
      inDialog: el.closest('[role="dialog"]') !== null,
      inWidget: el.closest('[data-docs-assistant]') !== null,
      indicator,
      background: panel ? backgroundOf(panel) : backgroundOf(document.body),
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches, up to `max` presses; returns each stop. */
export async function tabUntil(
  page: Page,
  target: RegExp,
  { max = 40, shift = false } = {},
): Promise<FocusedElement[]> {
  const stops: FocusedElement[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    stops.push(now);
    if (target.test(now.name)) return stops;
  }
  throw new Error(`Tab never reached ${target}; stops: ${stops.map((s) => s.name).join(' → ')}`);
}
