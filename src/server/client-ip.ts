/**
 * Socket addresses recorded by `toNodeHandler`. A standard Request has no peer address, and a header would be
 * spoofable; a WeakMap keyed by the Request object is neither.
 */
const socketAddresses = new WeakMap<Request, string>();

export function rememberClientIp(request: Request, address: string | undefined): void {
  if (address) socketAddresses.set(request, address);
}

// A peer on loopback or a private network is a reverse proxy in front of us: its forwarding headers are the truth.
const LOCAL_PEER = /^(?:::ffff:)?(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)|^::1$|^f[cd]/i;

/**
 * The client's IP. Node adapter: the socket address, unless the peer is a local reverse proxy. Otherwise (Next.js,
 * Hono) the platform's headers: `x-real-ip`, then the first `x-forwarded-for` hop, as Vercel and most proxies set
 * them. Behind a proxy that does not overwrite those headers, pass your own `getClientIp`.
 */
export function defaultClientIp(request: Request): string {
  const fromSocket = socketAddresses.get(request);
  if (fromSocket && !LOCAL_PEER.test(fromSocket)) return fromSocket;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return request.headers.get('x-real-ip')?.trim() || forwarded || fromSocket || 'unknown';
}
