import type { CSSProperties } from 'react';

// Inline styles that follow the host page's colours (light or dark) through `currentColor`.
const card: CSSProperties = {
  maxWidth: 680,
  padding: '20px 24px',
  border: '1px solid color-mix(in srgb, currentColor 25%, transparent)',
  borderRadius: 12,
  background: 'color-mix(in srgb, currentColor 5%, transparent)',
  font: '15px/1.55 system-ui, sans-serif',
};
const block: CSSProperties = {
  margin: '8px 0 16px',
  padding: '10px 14px',
  borderRadius: 8,
  overflowX: 'auto',
  background: 'color-mix(in srgb, currentColor 10%, transparent)',
  font: '13px/1.6 ui-monospace, monospace',
};

/** What a "Live" story shows when no local service is configured or none answers: how to start one. */
export function LiveSetupNotice({ problem }: { problem?: string }) {
  return (
    <section role="note" aria-label="Live service not running" style={card}>
      <h2 style={{ margin: '0 0 8px', fontSize: 20 }}>
        {problem ? 'The local service is not answering' : 'No local service configured'}
      </h2>
      {problem && <p style={{ margin: '0 0 8px' }}>{problem}</p>}
      <p style={{ margin: 0 }}>
        This story asks a real <code>docs-assistant serve</code> about this repository’s docs/. Start the service and
        Storybook together with:
      </p>
      <pre style={block}>npm run storybook:live</pre>
      <p style={{ margin: 0 }}>Or run the service yourself and point Storybook at it:</p>
      <pre style={block}>
        {[
          'npm run build',
          'npx docs-assistant serve --docs docs --assistant-key mint_dsc_storybook_dev',
          'STORYBOOK_DA_BASE_URL=http://127.0.0.1:3210 STORYBOOK_DA_KEY=mint_dsc_storybook_dev npm run storybook',
        ].join('\n')}
      </pre>
      <p style={{ margin: 0 }}>
        Or fill in the <code>baseUrl</code> and <code>apiKey</code> controls with the URL and key the service printed.
      </p>
    </section>
  );
}
