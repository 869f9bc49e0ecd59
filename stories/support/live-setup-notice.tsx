/** What a "Live" story shows when no local service is configured: how to start one. */
export function LiveSetupNotice() {
  return (
    <section
      role="note"
      aria-label="Live service not configured"
      style={{ maxWidth: 640, fontFamily: 'system-ui', lineHeight: 1.5 }}
    >
      <h2>No local service configured</h2>
      <p>
        This story talks to a real <code>docs-assistant serve</code>. Start Storybook and the service together with
      </p>
      <pre>npm run storybook:live</pre>
      <p>or run the service yourself and point Storybook at it:</p>
      <pre>
        {[
          'npm run build',
          'npx docs-assistant serve --docs docs --assistant-key mint_dsc_storybook_dev',
          'STORYBOOK_DA_BASE_URL=http://127.0.0.1:3210 STORYBOOK_DA_KEY=mint_dsc_storybook_dev npm run storybook',
        ].join('\n')}
      </pre>
      <p>
        Or fill in the <code>baseUrl</code> and <code>apiKey</code> controls below with the URL and assistant key the
        service printed.
      </p>
    </section>
  );
}
