import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { realPathInside } from './inside-folder';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves a built site (the demo) from `root` for GET/HEAD. `/a/b` tries `a/b`, `a/b.html`, `a/b/index.html`;
 * an extension-less path with no file falls back to `/index.html` so a single-page app's client routes load. Any path that
 * resolves outside `root` is refused, by its name and then by its real path: a symlink in the folder that leads
 * outside it (to `/etc/passwd`, say) is not served. Returns false when the request is not for a file here.
 */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const base = resolve(root);
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
  } catch {
    return false;
  }
  if (pathname.includes('\0')) return false;
  const candidates = [pathname, `${pathname}.html`, join(pathname, 'index.html')];
  // A missing asset (`/app.js`) is a 404, not the app's HTML.
  if (!extname(pathname)) candidates.push('/index.html');
  for (const candidate of candidates) {
    const file = resolve(base, `.${candidate.startsWith('/') ? candidate : `/${candidate}`}`);
    if (file !== base && !file.startsWith(base + sep)) return false;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    if (!(await realPathInside(base, file))) return false;
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    return true;
  }
  return false;
}
