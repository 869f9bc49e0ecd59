import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from '../../../../src/proxy';

/**
 * Serves a `(Request) => Response` handler on 127.0.0.1 through `toNodeHandler`, as a Node host would; pushes its
 * shutdown onto `cleanups` (the test's `afterEach` runs them) and returns the URL of its `/api/assistant` route.
 */
export async function serveHandler(
  handler: (request: Request) => Promise<Response>,
  cleanups: Array<() => Promise<void>>,
): Promise<string> {
  const server: Server = createServer(toNodeHandler(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/assistant`;
}
