// A docs-like page to try page context by hand: select text (mouse or Shift+Arrow after a double-click) and press
// "Ask AI", or press "Ask about this code" on a block; the chips show what is attached, and the canned answer echoes
// the exact `context` and `currentPath` the service would receive. "Navigate" buttons change the path client-side.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatTransport, UIMessageChunk } from 'ai';
import { DocsAssistant, type PageContextOptions } from '../src/index';
import type { AssistantMessage } from '../src/core/types';
import { buildRequestBody } from '../src/transport/request-body';
import { WIDGET_MAX_CONTEXT_CHARS } from '../src/page-context';
import { useStoryScheme } from './support/scheme';

/** Answers every question with the request body the real transport would send, so the story shows the wire. */
function echoTransport(getCurrentPath: () => string): ChatTransport<AssistantMessage> {
  return {
    async sendMessages({ messages }) {
      const latest = messages.findLast((m) => m.role === 'user');
      const body = buildRequestBody({
        fp: 'anonymous',
        messages,
        thread: { threadId: null, threadKey: null },
        context: latest?.metadata?.context,
        currentPath: latest?.metadata?.currentPath ?? getCurrentPath(),
      });
      const text = `The service would receive:\n\n\`\`\`json\n${JSON.stringify({ context: body.context, currentPath: body.currentPath }, null, 2)}\n\`\`\`\n`;
      const chunks: UIMessageChunk[] = [
        { type: 'start' },
        { type: 'text-start', id: 'echo' },
        { type: 'text-delta', id: 'echo', delta: text },
        { type: 'text-end', id: 'echo' },
        { type: 'finish' },
      ];
      return new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      });
    },
    async reconnectToStream() {
      return null;
    },
  };
}

const longCode = Array.from(
  { length: 160 },
  (_, i) => `export const setting${i} = ${JSON.stringify('value '.repeat(4))};`,
).join('\n');

function DocsPage(props: { pageContext: PageContextOptions | false }) {
  const navigate = (path: string) => history.pushState({}, '', path);
  // The toolbar's Scheme: a dark page, and the widget dark on it.
  const dark = useStoryScheme() === 'dark';
  return (
    <div
      style={{
        ...(dark ? { background: '#0d1117', color: '#d7dce2', colorScheme: 'dark' } : {}),
        // Navigation beside the content, or above it on a phone.
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 32,
        padding: 32,
        minHeight: '100vh',
        boxSizing: 'border-box',
        fontFamily: 'system-ui',
      }}
    >
      <nav data-da-ignore="" aria-label="Docs" style={{ flex: '0 0 200px' }}>
        <p>
          Navigation (ignored: <code>data-da-ignore</code>)
        </p>
        <button type="button" onClick={() => navigate('/docs/quickstart')}>
          Navigate to /docs/quickstart
        </button>
        <br />
        <button type="button" onClick={() => navigate('/docs/configuration#client-options')}>
          Navigate to /docs/configuration
        </button>
      </nav>
      <main id="docs-content" style={{ flex: '1 1 320px', maxWidth: 720, minWidth: 0 }}>
        <h1 id="quickstart">Quickstart</h1>
        <p>Acme's SDK talks to the Acme API from Node and the browser. Select any of this text to ask about it.</p>
        <h2 id="install">Install</h2>
        <p>Install the package with your package manager, then create a client once and share it.</p>
        <pre style={{ background: '#0f172a', color: '#e2e8f0', padding: 16, borderRadius: 8, overflow: 'auto' }}>
          <code>
            <span style={{ color: '#f472b6' }}>npm</span> install @acme/sdk
          </code>
        </pre>
        <h2 id="client-options">Client options</h2>
        <p>
          <code>region</code> picks where requests are served; <code>timeout</code> bounds one request.
        </p>
        <pre id="create-client" style={{ background: '#0f172a', color: '#e2e8f0', padding: 16, borderRadius: 8 }}>
          <code>{`import { createClient } from '@acme/sdk';\n\nconst acme = createClient({ region: 'eu', timeout: '10s' });`}</code>
        </pre>
        <h2 id="long-example">A long example</h2>
        <p>
          This block is over {WIDGET_MAX_CONTEXT_CHARS.toLocaleString('en-US')} characters: attaching it shows the note
          about the limit.
        </p>
        <pre
          style={{
            background: '#0f172a',
            color: '#e2e8f0',
            padding: 16,
            borderRadius: 8,
            maxHeight: 200,
            overflow: 'auto',
          }}
        >
          <code>{longCode}</code>
        </pre>
        <label>
          A form field (selections here are ignored): <input defaultValue="typed text" />
        </label>
      </main>
      <DocsAssistant
        domain="storybook-page-context"
        transport={echoTransport(() => location.pathname)}
        pageContext={props.pageContext}
        theme={{ colorScheme: dark ? 'dark' : 'light' }}
      />
    </div>
  );
}

const meta = {
  title: 'Page context/Docs page',
  component: DocsPage,
  // Fullscreen so a dark page covers the whole frame.
  parameters: { layout: 'fullscreen' },
  args: { pageContext: { root: '#docs-content' } },
} satisfies Meta<typeof DocsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every source on, inside `#docs-content`. */
export const DocsPageWithContext: Story = {};

/** Host overrides: a fixed path, code blocks only, and translated button text. */
export const HostControlled: Story = {
  args: {
    pageContext: {
      root: '#docs-content',
      selection: false,
      currentPath: '/de/docs/schnellstart',
      labels: { askAboutCode: 'Zu diesem Code fragen' },
    },
  },
};

/** Page context turned off: no buttons on the page, no `currentPath` sent. */
export const Off: Story = { args: { pageContext: false } };
