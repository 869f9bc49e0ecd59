import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StreamingMarkdown } from '../../../src/markdown';

const answer =
  'Install it:\n\n```bash\nnpm install acme\n```\n\nThen run it.\n\n```suggestions\n(How do I deploy?)[/docs/deploy]\n```\n';

describe('code blocks', () => {
  it('shows the language as data-language and copies the code, announcing it politely', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<StreamingMarkdown text={answer} />);

    const pre = container.querySelector('pre[data-language="bash"]');
    expect(pre?.querySelector('code')?.textContent).toBe('npm install acme\n');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('npm install acme\n');
    expect(screen.getByRole('button', { name: 'Copied' }).getAttribute('data-state')).toBe('copied');
    expect(status.textContent).toBe('Copied');
  });

  it('does not claim success when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<StreamingMarkdown text={answer} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(screen.getByRole('button', { name: 'Copy' }).getAttribute('data-state')).toBe('idle');
  });

  it('uses the host labels', () => {
    render(<StreamingMarkdown text={answer} labels={{ copyCode: 'Kopieren', copiedCode: 'Kopiert' }} />);
    expect(screen.getByRole('button', { name: 'Kopieren' })).toBeTruthy();
  });

  it('never renders a suggestions block', () => {
    const { container } = render(<StreamingMarkdown text={answer} />);
    expect(container.textContent).not.toContain('How do I deploy?');
    expect(container.querySelectorAll('pre')).toHaveLength(1);
  });
});

describe('hooks and callbacks', () => {
  it('marks the root and each block, and reflects streaming', () => {
    const { container, rerender } = render(<StreamingMarkdown text={answer} streaming />);
    const root = container.querySelector('[data-da-markdown]');
    expect(root?.getAttribute('data-state')).toBe('streaming');
    const indices = [...container.querySelectorAll('[data-da-block]')].map((e) => e.getAttribute('data-da-block'));
    expect(indices).toEqual(['0', '1', '2']);
    rerender(<StreamingMarkdown text={answer} streaming={false} />);
    expect(root?.getAttribute('data-state')).toBe('done');
  });

  it('reports link clicks to the host, which may route them itself', () => {
    const onLinkClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<StreamingMarkdown text="See [install](/docs/install)." onLinkClick={onLinkClick} />);
    fireEvent.click(screen.getByRole('link', { name: 'install' }));
    expect(onLinkClick).toHaveBeenCalledWith(expect.anything(), '/docs/install');
  });
});
