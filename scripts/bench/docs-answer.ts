// A long, realistic docs answer: prose, nested and loose lists, tables, code fences, quotes and reference links,
// in the proportions a docs assistant writes them. Deterministic, so every run and renderer sees the same text.

const sections = [
  (n: number) => `## ${n}. Configuring the client

The client reads its options from \`acme.config.ts\` at startup. Every option can also be set from the environment,
which is what most teams do in CI. See [the configuration reference][config-${n}] for the full list, and the
[environment guide](/docs/env#variables) for precedence rules. Options set in code always win over the environment.

| Option | Type | Default | Description |
| :--- | :--- | :---: | :--- |
| \`region\` | \`'eu' \\| 'us'\` | \`'eu'\` | Where requests are routed and data is stored |
| \`timeout\` | \`number\` | \`30_000\` | Milliseconds before a request is aborted |
| \`retries\` | \`number\` | \`2\` | Retries on network errors and 5xx responses |
| \`cache\` | \`boolean\` | \`true\` | Keep responses in memory for the session |
`,
  (n: number) => `### Installing step ${n}

1. Install the package with your package manager:

   \`\`\`bash
   npm install acme-client
   # or
   pnpm add acme-client
   \`\`\`

2. Create a client **once** and share it across your app:
   - in Next.js, in a module under \`lib/\`;
   - in Express, next to your router;
     - behind a feature flag if you roll out gradually.
3. Call \`client.ping()\` to check your credentials before deploying.

> **Tip:** the client is safe to import on the server and in the browser; secrets are only read on the server.
`,
  (n: number) => `Here is a complete example that fetches a page of results and handles rate limits (example ${n}):

\`\`\`ts
import { createClient, RateLimitError } from 'acme-client';

const client = createClient({ apiKey: process.env.ACME_KEY, region: 'eu' });

export async function listProjects(cursor?: string) {
  try {
    const page = await client.projects.list({ cursor, limit: 50 });
    return { items: page.items, next: page.nextCursor };
  } catch (error) {
    if (error instanceof RateLimitError) {
      await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs));
      return listProjects(cursor);
    }
    throw error;
  }
}
\`\`\`

The call above retries *after* the delay the server asks for, so it never makes the rate limit worse. If you run
many workers, share one client per process: the limit applies per API key, not per client.
`,
  (
    n: number,
  ) => `- **Authentication errors** (\`401\`) mean the key is missing or revoked; create a new one in the dashboard.

- **Permission errors** (\`403\`) mean the key is valid but lacks a scope. Keys have scopes such as
  \`projects:read\` and \`projects:write\`.

  Scopes are checked on every request, so a change takes effect immediately.

- **Validation errors** (\`400\`) list each invalid field; see [errors][errors-${n}].

[config-${n}]: https://acme.dev/docs/reference/config
[errors-${n}]: https://acme.dev/docs/reference/errors "Error reference"
`,
];

/** The first `length` characters of a long generated answer. */
export function docsAnswer(length: number): string {
  let text = '';
  for (let n = 1; text.length < length; n++) {
    for (const section of sections) text += `${section(n)}\n`;
  }
  return text.slice(0, length);
}
