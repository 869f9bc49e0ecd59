import type { ReactNode } from 'react';

/** A docs page for the widget to sit on; `inline` stories put the widget inside the page flow, others float. */
export function HostPage({ dark = false, children }: { dark?: boolean; children: ReactNode }) {
  return (
    <div className="host-page" data-host-theme={dark ? 'dark' : 'light'}>
      <header>Acme docs · Quickstart</header>
      <article>
        <h1>Quickstart</h1>
        <p>
          Acme's SDK talks to the Acme API from Node and the browser. Install it, create one client, and share it across
          your app. Press the “Ask AI” button (or Ctrl/⌘+I) to ask the docs a question.
        </p>
        <h2>Install</h2>
        <pre>
          <code>npm install @acme/sdk</code>
        </pre>
      </article>
      <div className="host-page-slot">{children}</div>
    </div>
  );
}
