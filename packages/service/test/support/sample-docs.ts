import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFiles } from './write-files';

/**
 * A small docs folder written for the answer-quality suites: a CLI with flags, a client API with identifiers, a
 * long guide whose passages must be cut at sentence ends, a page with front matter. Several pages mention ports,
 * queries and streams in passing, so finding the page that *documents* one takes more than sharing a word.
 */
const PAGES: Record<string, string> = {
  'index.md': `# Tidewater

Tidewater is a small database server with a command-line tool and a JavaScript client. These docs cover running
the server, connecting with the client, streaming query results and deploying it.
`,
  'cli.md': `---
title: Command line
description: Flags of the tidewater command
---

# Command line

The \`tidewater\` command starts the server and manages data files.

## serve

Starts the server in the foreground and logs each connection.

### --port <n>

The TCP port the server listens on. Defaults to 5544. Use \`--port 0\` to let the system pick a free port, which
tests find useful.

### --data-dir <path>

Where data files are kept. Defaults to \`./data\`; the folder is created when missing.

### --read-only

Opens every table read-only: writes fail with \`TW_ERR_READ_ONLY\`.

## compact

Rewrites data files without deleted rows. Run it while the server is stopped.
`,
  'client.md': `# Client API

The client connects to a running server over TCP.

## createClient(options)

Creates a client. Options are \`host\` (default \`localhost\`), \`port\` (default 5544) and \`timeoutMs\`.

\`\`\`js
import { createClient } from 'tidewater';

const client = createClient({ host: 'db.internal', port: 5544 });
\`\`\`

## client.query(sql, params)

Runs one SQL statement and resolves to an array of rows. Parameters are bound by position, never interpolated,
so values from users are safe to pass.

\`\`\`js
const rows = await client.query('select * from tides where station = ?', [stationId]);
\`\`\`

## client.close()

Closes the connection. Pending queries reject with \`TW_ERR_CLOSED\`.
`,
  'guides/streaming.md': `# Streaming results

Large result sets do not have to fit in memory.

## Streaming rows

Call \`client.stream(sql)\` instead of \`client.query(sql)\` to receive rows one at a time as an async iterator. Each
row arrives as soon as the server has read it from disk, so memory stays flat however many rows match. The
iterator ends when the last row has been sent. Breaking out of the loop early cancels the query on the server,
which frees its read lock at once. Streams respect backpressure: the server stops reading while your loop body
is still busy with a row, and resumes when you ask for the next one. A stream holds one connection for as long
as it runs, so a client with a pool of four connections can run at most four streams at a time; further calls
wait for a free connection. Errors in the middle of a stream reject the pending iteration with the server's
error code, and the rows already received stay valid. Timeouts apply to the gap between two rows, not to the
whole stream, so a slow consumer never trips them.

\`\`\`js
for await (const row of client.stream('select * from readings')) {
  // Rows arrive one by one.

  if (row.level > 9) break; // cancels the query
}
\`\`\`

## Backpressure

The server reads ahead at most 64 rows per stream.
`,
  'guides/deployment.md': `# Deployment

Run the server behind your usual process manager and expose its port only inside your network.

## Docker

Use the official image and mount a volume for the data directory.

\`\`\`dockerfile
FROM tidewater/server:2
VOLUME /data
\`\`\`

## Backups

Copy the data directory while the server is stopped, or run \`tidewater compact\` first to make the copy smaller.
`,
  'guides/security.md': `# Security

Tidewater listens on localhost only unless told otherwise.

## Access control

Create a user per application with \`CREATE USER\` and grant it only the tables it needs. Passwords are stored
as salted hashes.

## Query parameters

Always pass values as query parameters; the client binds them so they are never parsed as SQL.
`,
};

/** Writes the sample docs to a temporary folder; `remove()` deletes it. */
export async function writeSampleDocs(): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'docs-assistant-sample-docs-'));
  await writeFiles(folder, PAGES);
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** The streaming guide's long first paragraph, as a reader would select it on the page. */
export const STREAMING_PARAGRAPH = PAGES['guides/streaming.md']?.split('\n\n')[3] ?? '';
