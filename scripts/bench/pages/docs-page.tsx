// A docs-like host page: top bar, a sidebar of links, an article with headings, prose, code blocks and a table — the
// kind of page the widget is mounted into. Plain elements only, so the host's own bundle is React and this file.

const topics = [
  'Quickstart',
  'Installation',
  'Configuration',
  'Authentication',
  'Client',
  'Requests',
  'Errors',
  'Retries',
  'Pagination',
  'Webhooks',
  'Caching',
  'Testing',
  'Deployment',
  'Migrating',
  'Changelog',
];

function Section({ n, topic }: { n: number; topic: string }) {
  return (
    <section id={topic.toLowerCase()}>
      <h2>{topic}</h2>
      <p>
        The client reads its options from <code>acme.config.ts</code> at startup. Every option can also be set from the
        environment, which is what most teams do in CI. See{' '}
        <a href={`/docs/${topic.toLowerCase()}#reference`}>the reference</a> for the full list; options set in code
        always win over the environment.
      </p>
      <pre>
        <code className="language-ts">{`import { createClient } from 'acme-client';

export const client = createClient({
  region: 'eu',
  timeout: ${n * 1000},
  retries: 2,
});`}</code>
      </pre>
      <ul>
        <li>Create the client once and share it across your app.</li>
        <li>Keep secrets out of the browser: sign requests on the server.</li>
        <li>
          Errors carry a <code>kind</code> and the HTTP status.
        </li>
      </ul>
      {n % 3 === 0 && (
        <table>
          <thead>
            <tr>
              <th>Option</th>
              <th>Type</th>
              <th>Default</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>region</td>
              <td>'eu' | 'us'</td>
              <td>'eu'</td>
            </tr>
            <tr>
              <td>timeout</td>
              <td>number</td>
              <td>30000</td>
            </tr>
            <tr>
              <td>retries</td>
              <td>number</td>
              <td>2</td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  );
}

export function DocsPage() {
  return (
    <div className="docs">
      <header>
        <a href="/">Acme docs</a>
        <nav aria-label="Top">
          <a href="/docs">Guides</a> <a href="/api">API</a> <a href="/blog">Blog</a>
        </nav>
      </header>
      <aside>
        <nav aria-label="Sidebar">
          <ul>
            {topics.map((topic) => (
              <li key={topic}>
                <a href={`#${topic.toLowerCase()}`}>{topic}</a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main>
        <h1>Acme client guide</h1>
        {topics.map((topic, n) => (
          <Section key={topic} n={n} topic={topic} />
        ))}
      </main>
    </div>
  );
}
