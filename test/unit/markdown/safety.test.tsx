import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StreamingMarkdown, safeUrl } from '../../../src/markdown';

describe('safeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript\u0000:alert(1)',
    '\u200bjavascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'file:///etc/passwd',
  ])('drops %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:help@example.com',
    '/docs/install',
    'install#options',
    '#keys',
    '?q=javascript:alert(1)',
    'docs/a:b',
  ])('keeps %j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });
});

describe('StreamingMarkdown safety', () => {
  it('never gives a dangerous URL to an href or src, whatever the spelling', () => {
    const { container } = render(
      <StreamingMarkdown
        text={[
          '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](&#106;avascript:alert(1))',
          '[d](<java\tscript:alert(1)>) [e](vbscript:x) [f](data:text/html,x) ![g](data:image/png;base64,AA)',
          '[h][ref] <javascript:alert(1)>',
          '',
          '[ref]: javascript:alert(1)',
        ].join('\n')}
      />,
    );
    for (const element of container.querySelectorAll('[href], [src]')) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(url.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
    }
    expect(screen.getByText('a').closest('a')?.hasAttribute('href')).toBe(false);
  });

  it('shows raw HTML as text: no element is created and no script runs', () => {
    const { container } = render(
      <StreamingMarkdown
        text={
          '<script>window.__pwned = 1</script>\n\n<img src=x onerror="window.__pwned=1">\n\nUse the <Button> component.'
        }
      />,
    );
    expect(container.querySelector('script, img, button[data-da-copy-code] ~ Button')).toBeNull();
    expect(container.textContent).toContain('<script>window.__pwned = 1</script>');
    expect(container.textContent).toContain('Use the <Button> component.');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('opens other sites in a new tab without opener or referrer, and keeps same-site links in place', () => {
    render(
      <StreamingMarkdown text={`[ext](https://other.example/x) [same](${location.origin}/docs) [rel](/docs/a)`} />,
    );
    const external = screen.getByRole('link', { name: 'ext' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    for (const name of ['same', 'rel']) {
      const link = screen.getByRole('link', { name });
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('rel')).toBe(false);
    }
  });

  it('renders images as links to the image, so displaying an answer fetches nothing', () => {
    const { container } = render(<StreamingMarkdown text={'![Architecture diagram](https://cdn.example/d.png)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Architecture diagram' }).getAttribute('href')).toBe(
      'https://cdn.example/d.png',
    );
  });
});
