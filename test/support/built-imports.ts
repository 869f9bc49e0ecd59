import { readdirSync, readFileSync } from 'node:fs';

// Statements as Vite writes them (`import … from "x"`, `export … from "x"`, `import "x"`) and `import("x")`.
const IMPORT_SPECIFIER =
  /(?:^|[;\n])\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The packages (not Node built-ins) that the built JavaScript under `folder` imports, statically or lazily. */
export function packagesImportedBy(folder: URL): Set<string> {
  const packages = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    // Comments out first: bundled packages keep JSDoc such as `@import {Table} from 'mdast'`.
    const source = readFileSync(new URL(file, folder), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of source.matchAll(IMPORT_SPECIFIER)) {
      const specifier = (match[1] ?? match[2] ?? match[3])!;
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    }
  }
  return packages;
}
