import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * This package's version (`--version`, the MCP handshake), from its package.json: found by walking up from this
 * module, which sits at a different depth in the sources (src/) and in the bundle (dist/, dist/chunks/).
 */
export function packageVersion(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'docs-assistant-service' && pkg.version) return (cached = pkg.version);
    } catch {
      // No package.json at this level: keep walking up.
    }
    dir = dirname(dir);
  }
  return (cached = '0.0.0');
}
