// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { currentPathFrom } from '../../../src/page-context/current-path-option';
import { usePageContext } from '../../../src/react/use-page-context';

function Probe({ path }: { path?: string }) {
  const options = path ? { currentPath: path } : undefined;
  usePageContext(options, { widgetRef: { current: null }, attach: () => {} });
  return <span>{currentPathFrom(options) ?? 'none'}</span>;
}

// The shared jsdom setup clears localStorage after each test; Node has none.
vi.stubGlobal('localStorage', { clear() {} });

describe('usePageContext on the server', () => {
  it('renders without a window: no path unless the host set one as a string', () => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(<Probe />)).toBe('<span>none</span>');
    expect(renderToString(<Probe path="/docs/ssr" />)).toBe('<span>/docs/ssr</span>');
  });
});
