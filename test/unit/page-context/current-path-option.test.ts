import { describe, expect, it } from 'vitest';
import { currentPathFrom } from '../../../src/page-context/current-path-option';

// The path a question or an "Ask AI" item carries is read with this rule when it is sent, from the newest
// `pageContext` prop (engine/widget-config.ts, page-context/affordances.ts).
describe('the current path from the pageContext option', () => {
  it('follows client-side navigation (the transport trims what it sends to 200 characters)', () => {
    history.replaceState({}, '', '/start');
    expect(currentPathFrom({ selection: false, code: false })).toBe('/start');
    history.pushState({}, '', '/guide/next');
    expect(currentPathFrom(undefined)).toBe('/guide/next');
  });

  it('takes a host override as a string or a function, and sends none when off', () => {
    let dynamic = '/from-function';
    const fromFunction = { currentPath: () => dynamic };
    expect(currentPathFrom({ currentPath: '/fixed' })).toBe('/fixed');
    expect(currentPathFrom(fromFunction)).toBe('/from-function');
    dynamic = '/changed';
    expect(currentPathFrom(fromFunction)).toBe('/changed');
    expect(currentPathFrom({ currentPath: false })).toBeUndefined();
    expect(currentPathFrom(false)).toBeUndefined();
  });
});
