import { readFileSync } from 'node:fs';

// Bundled ESM as Vite writes it: `import … from "x"`, `export … from "x"`, `import "x"`; and `import("x")`.
const STATIC =
  /(?:^|[;\n])\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Follows the static imports of a built module: the code a page loads before any dynamic import runs. */
export function staticImportGraph(entry: URL): { files: Set<string>; packages: Set<string>; dynamic: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const dynamic: string[] = [];
  const visit = (file: URL) => {
    if (files.has(file.href)) return;
    files.add(file.href);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(DYNAMIC)) dynamic.push(match[1]!);
    for (const match of source.matchAll(STATIC)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('.')) visit(new URL(specifier, file));
      else
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    }
  };
  visit(entry);
  return { files, packages, dynamic };
}
