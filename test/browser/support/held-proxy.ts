import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldProxy {
  /** The proxy's origin, in place of the service's. */
  url: string;
  /**
   * Holds the next answer after its first piece of text until `release()`: an answer still coming, for as long as a
   * test needs.
   */
  holdNext(): void;
  /** Lets a held answer go on. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A pass-through proxy on 127.0.0.1 in front of a real service (CORS headers and all). A test that must act while an
 * answer is still streaming holds it with `holdNext()` instead of counting on the answer being slow: on a busy machine
 * a stream paced for "a second or two" can end before the test's next step.
 */
export async function startHeldProxy(target: string): Promise<HeldProxy> {
  let armed = false;
  let waiting: Array<() => void> = [];
  const release = () => {
    armed = false;
    for (const resume of waiting.splice(0)) resume();
  };
  const relay = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const hold = armed && incoming.method === 'POST';
    if (hold) armed = false;
    const upstream = request(new URL(incoming.url ?? '/', target), {
      method: incoming.method,
      headers: { ...incoming.headers, host: new URL(target).host },
    });
    upstream.on('response', (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      let held = false;
      answer.on('data', (piece: Buffer) => {
        outgoing.write(piece);
        if (hold && !held && piece.includes('"text-delta"')) {
          held = true;
          answer.pause();
          waiting.push(() => answer.resume());
        }
      });
      answer.on('end', () => outgoing.end());
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  };
  const server = createServer(relay);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    holdNext: () => {
      armed = true;
    },
    release,
    close: () => {
      release();
      waiting = [];
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
