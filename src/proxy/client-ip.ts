/**
 * Socket addresses recorded by `toNodeHandler`. A standard Request has no peer address, and a header would be
 * spoofable; a WeakMap keyed by the Request object is neither.
 */
const socketAddresses = new WeakMap<Request, string>();

export function rememberClientIp(request: Request, address: string | undefined): void {
  if (address) socketAddresses.set(request, address);
}

/**
 * The client's address, or undefined when it cannot be known (then there is no per-IP limit).
 *
 * `trustProxy` is how many proxies in front of this server the host trusts to append to `X-Forwarded-For` (a load
 * balancer, a CDN: count them). With 0, the default, forwarding headers are ignored — anyone can send them — and the
 * address is the socket's (through `toNodeHandler`), or unknown on runtimes that give none (Next.js, Workers: there
 * set `trustProxy: 1` when the platform's edge sets `X-Forwarded-For`, as Vercel and Cloudflare do). With n, the
 * chain is `X-Forwarded-For`'s entries followed by the socket address, and the client is the n-th from the right:
 * the last address a trusted proxy saw, which a client cannot forge by sending its own header.
 */
export function clientIp(request: Request, trustProxy = 0): string | undefined {
  const socket = socketAddresses.get(request);
  if (trustProxy <= 0) return socket;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = socket ? [...forwarded, socket] : forwarded;
  // Without a socket address, the nearest proxy's own entry is the last one: it counts as the first trusted hop.
  const index = chain.length - (socket ? 1 + trustProxy : trustProxy);
  return chain[Math.max(0, index)];
}

/** The default `getClientIp`: the socket address, forwarding headers ignored (see `clientIp`). */
export function defaultClientIp(request: Request): string | undefined {
  return clientIp(request, 0);
}
