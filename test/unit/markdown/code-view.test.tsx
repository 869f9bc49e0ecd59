import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { StreamingMarkdown } from '../../../src/markdown';
import { loadHighlighter } from '../../../src/markdown/use-highlighter';

beforeAll(() => loadHighlighter());

const fence = (language: string, code: string) => `Run:\n\n\`\`\`${language}\n${code}\`\`\`\n`;

describe('code blocks', () => {
  it('label the language in a header and name the scroll region after it', () => {
    render(<StreamingMarkdown text={fence('bash', 'npm test\n')} />);
    const region = screen.getByRole('group', { name: 'Code, bash' });
    expect(region.tabIndex).toBe(0);
    expect(region.closest('[data-da-code-block]')?.querySelector('[data-da-code-language]')?.textContent).toBe('bash');
  });

  it('name a region without a language "Code" and show no language', () => {
    const { container } = render(<StreamingMarkdown text={fence('', 'plain\n')} />);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
    expect(container.querySelector('[data-da-code-language]')).toBeNull();
  });

  it('highlight a finished block, keep the open one plain, and keep the text exactly', () => {
    const code = 'const a = "b"; // c\n';
    const { rerender } = render(<StreamingMarkdown text={fence('ts', code)} streaming />);
    const region = screen.getByRole('group', { name: 'Code, ts' });
    expect(region.querySelector('[data-da-token]')).toBeNull();
    rerender(<StreamingMarkdown text={fence('ts', code)} streaming={false} />);
    expect(region.querySelector('[data-da-token~="keyword"]')?.textContent).toBe('const');
    expect(region.textContent).toBe(code);
  });

  it('put a wide table in a focusable region named "Table"', () => {
    render(<StreamingMarkdown text={'| a | b |\n|---|---|\n| 1 | 2 |\n'} />);
    const region = screen.getByRole('group', { name: 'Table' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).toBeTruthy();
  });
});

describe('long code', () => {
  const lines = Array.from({ length: 400 }, (_, i) => `echo line ${i + 1}\n`).join('');

  it('shows its first part and a "Show all" control, and copies all of it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<StreamingMarkdown text={fence('bash', lines)} />);
    const region = screen.getByRole('group', { name: 'Code, bash' });
    expect(region.textContent).toContain('echo line 40\n');
    expect(region.textContent).not.toContain('echo line 41\n');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(lines);

    fireEvent.click(screen.getByRole('button', { name: 'Show all 400 lines' }));
    expect(region.textContent).toBe(lines);
    expect(document.activeElement).toBe(region);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('a block too long to parse is shown as code without the parser, collapsed, copyable whole', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const huge = `${'x'.repeat(200_000)}\n`;
    render(<StreamingMarkdown text={fence('js', huge)} streaming />);
    const region = screen.getByRole('group', { name: 'Code, js' });
    expect(region.textContent?.length).toBe(4_000);
    expect(screen.getByRole('button', { name: 'Show all 200,001 characters' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(huge);
  });

  it('a paragraph too long to parse is shown as text, its first part until asked', () => {
    const { container } = render(<StreamingMarkdown text={'word '.repeat(20_000)} streaming />);
    expect(container.querySelector('[data-da-oversized] p')?.textContent?.length).toBe(4_000);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 100,000 characters' }));
    expect(container.querySelector('[data-da-oversized] p')?.textContent?.length).toBeGreaterThan(4_000);
  });
});
