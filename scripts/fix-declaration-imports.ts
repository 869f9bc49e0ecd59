// Runs after `tsc -p tsconfig.build.json` (`npm run build`). The source imports without extensions (bundler
// resolution), and tsc copies those specifiers into the declarations as written. Under `moduleResolution: nodenext`
// or `node16` a consumer's compiler then cannot follow `./types` from an ESM .d.ts: every export turns `any` (with
// skipLibCheck) or errors. This rewrites each relative specifier in dist/**/*.d.ts to the file Node would load,
// `./x.js` or `./x/index.js`, chosen by which declaration exists; bundler resolution accepts both forms.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;

// `from './x'`, `import './x'`, `import('./x')`: the forms tsc writes into declarations.
const RELATIVE = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}\/[^"']*)\2/g;

function rewrite(file: string, specifier: string): string {
  if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier;
  const base = join(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file}: no declaration for ${specifier}`);
}

let changed = 0;
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!name.endsWith('.d.ts')) continue;
  const file = join(dist, name);
  const source = readFileSync(file, 'utf8');
  const fixed = source.replace(
    RELATIVE,
    (_, lead: string, quote: string, specifier: string) => `${lead}${quote}${rewrite(file, specifier)}${quote}`,
  );
  if (fixed !== source) {
    writeFileSync(file, fixed);
    changed++;
  }
}
console.log(`fix-declaration-imports: ${changed} declaration files now import with .js extensions`);
