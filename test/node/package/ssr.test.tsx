import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocsAssistant } from '../../../src/index';

describe('server rendering', () => {
  it('imports and renders to a string under Node without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <DocsAssistant
        domain="acme"
        baseUrl="https://api.example.com"
        apiKey="mint_dsc_public"
        starterQuestions={['Hi?']}
      />,
    );
    expect(html).toContain('data-docs-assistant');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Ask AI');
  });

  it('renders an inline assistant’s frame and working input (the panel’s own chunk hydrates it on the client)', () => {
    const html = renderToString(<DocsAssistant domain="acme" variant="inline" />);
    expect(html).toContain('data-da-slot="panel"');
    expect(html).toContain('aria-label="Ask a question about the docs"');
  });
});
