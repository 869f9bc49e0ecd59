// A docs page shaped like a Docusaurus theme's, inside the README's example layout itself (its `tsx` block, bundled by
// doc-snippet-plugin.ts: `domain`, `api` and starter questions, no `pageContext`, no theme): a sticky header (z-index 1, the least a header needs) with a search
// box, the content in `<main id="__docusaurus_skipToContent_fallback">` under an id-less h1, and code blocks whose
// frame carries the theme's own Copy and word-wrap buttons in the top-right corner. The page records what its own
// handlers saw in `window.__host`.
import { createRoot } from 'react-dom/client';
import { DocsLayout } from 'doc-snippet:README.md#react-example';

interface HostLog {
  copies: string[];
  wraps: number;
  searchKeys: string[];
}
const host: HostLog = { copies: [], wraps: 0, searchKeys: [] };
(window as unknown as { __host: HostLog }).__host = host;

const PAGE_CSS = `
.navbar { position: sticky; top: 0; z-index: 1; display: flex; gap: 12px; align-items: center; height: 56px;
  padding: 0 16px; margin: -16px -16px 0; background: #1b1b1d; color: #fff; }
.navbar input { font: inherit; padding: 4px 8px; }
main { max-width: 760px; margin: 0 auto; }
.codeBlockContent { position: relative; margin: 0 0 20px; border-radius: 8px; background: #f6f8fa; color: #393a34; }
.codeBlockContent pre { margin: 0; padding: 16px; overflow: auto; font: 14px/1.45 ui-monospace, monospace; }
.buttonGroup { position: absolute; top: 8px; right: 8px; display: flex; gap: 4px; }
.buttonGroup button { font: 12px/1 system-ui; padding: 6px; border: 1px solid #ccc; border-radius: 4px; background: #fff;
  color: #1c1e21; cursor: pointer; }
.spacer { height: 1200px; }
`;

const ONE_LINE = 'npm install docs-assistant';
const MULTI_LINE = `import { DocsAssistant } from 'docs-assistant';
import 'docs-assistant/styles.css';

export function DocsLayout({ children }) {
  return <>{children}<DocsAssistant domain="acme" api="/api/assistant" /></>;
}`;

/** The theme's code block: the `pre`, and next to it the Copy and word-wrap buttons, drawn over its corner. */
function CodeBlock({ code, name }: { code: string; name: string }) {
  return (
    <div className="codeBlockContent" data-block={name}>
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
      <div className="buttonGroup">
        <button type="button" aria-label="Toggle word wrap" onClick={() => void host.wraps++}>
          ↩
        </button>
        <button
          type="button"
          aria-label="Copy code to clipboard"
          data-theme-copy={name}
          onClick={() => {
            host.copies.push(code);
            void navigator.clipboard?.writeText(code).catch(() => {});
          }}
        >
          Copy
        </button>
      </div>
    </div>
  );
}

function DocsPage() {
  return (
    <DocsLayout>
      <style>{PAGE_CSS}</style>
      <nav className="navbar" aria-label="Main">
        <strong>Acme docs</strong>
        <input
          type="search"
          aria-label="Search docs"
          onKeyDown={(event) => host.searchKeys.push(`${event.ctrlKey ? 'Control+' : ''}${event.key}`)}
        />
      </nav>
      <div id="__docusaurus">
        <main id="__docusaurus_skipToContent_fallback">
          <article>
            <header>
              <h1>Getting started</h1>
            </header>
            <p className="intro">Docs assistant answers questions about your documentation with cited sources.</p>
            <h2 id="install">Install</h2>
            <p className="install-prose">
              Run the installer from your project folder, then import the stylesheet once.
            </p>
            <CodeBlock name="install" code={ONE_LINE} />
            <h2 id="usage">Usage</h2>
            <p className="usage-prose">Render the component near the root of your layout.</p>
            <CodeBlock name="usage" code={MULTI_LINE} />
            <div className="spacer" />
          </article>
        </main>
      </div>
    </DocsLayout>
  );
}

createRoot(document.getElementById('app')!).render(<DocsPage />);
