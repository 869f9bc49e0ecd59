import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocsAssistant } from '../../../src/index';

describe('server rendering', () => {
  it('imports and renders to a string under Node without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <DocsAssistant domain="acme" baseUrl="https://api.example.com" apiKey="mint_dsc_public" starterQuestions={['Hi?']} />,
    );
    expect(html).toContain('data-docs-assistant');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Ask AI');
  });

  it('renders an open inline assistant with its starter questions', () => {
    const html = renderToString(<DocsAssistant domain="acme" variant="inline" starterQuestions={['How do I install it?']} />);
    expect(html).toContain('How do I install it?');
    expect(html).toContain('Ask a question about the docs');
  });
});
