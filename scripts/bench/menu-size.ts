// What a host's bundle pays for the page actions' menu, ours against Radix's DropdownMenu, and for our Escape layer
// stack against Radix's DismissableLayer: min+gzip as `npm run size` builds a host's app (esbuild: bundle, minify,
// code splitting, ESM, ES2020, React external). Each menu is measured whole, and split as `<PageActions>` ships its
// own — the menu's state and trigger up front, its content and items behind an `import()`.
// Radix is not a dependency; to run this: npm install --prefix /tmp/radix-probe @radix-ui/react-dropdown-menu
// @radix-ui/react-dismissable-layer react@19 react-dom@19, then
//   npx tsx scripts/bench/menu-size.ts /tmp/radix-probe/node_modules
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const radixModules = process.argv[2];
if (!radixModules) {
  console.error('usage: npx tsx scripts/bench/menu-size.ts <node_modules with @radix-ui/react-dropdown-menu>');
  process.exit(2);
}

// The menu's own modules (the headless barrel would bring the Markdown readers, which are not side-effect free
// to a bundler reading source).
const MENU = resolve('src/page-actions/ui/menu.tsx');
const CONTENT = resolve('src/page-actions/ui/menu-content.tsx');
const OUR_ESCAPE = resolve('src/primitives/use-escape-layer.ts');

interface Subject {
  name: string;
  /** The app's entry; an `import('./lazy')` makes `lazy` a chunk of its own. */
  entry: string;
  lazy?: string;
}

const subjects: Subject[] = [
  {
    name: 'ours, whole menu',
    entry: `import { PageActionsMenu as M, PageActionsMenuTrigger as T } from '${MENU}';
import { PageActionsMenuContent as C, PageActionsMenuItem as I } from '${CONTENT}';
export const Menu = () => <M><T>More</T><C><I>Copy</I></C></M>;`,
  },
  {
    name: 'ours, as <PageActions> splits it',
    entry: `import { PageActionsMenu as M, PageActionsMenuTrigger as T } from '${MENU}';
import { lazy } from 'react';
const Content = lazy(() => import('./lazy'));
export const Menu = () => <M><T>More</T><Content /></M>;`,
    lazy: `import { PageActionsMenuContent as C, PageActionsMenuItem as I } from '${CONTENT}';
export default () => <C><I>Copy</I></C>;`,
  },
  {
    name: 'Radix DropdownMenu, whole menu',
    entry: `import * as D from '@radix-ui/react-dropdown-menu';
export const Menu = () => <D.Root><D.Trigger>More</D.Trigger><D.Content><D.Item>Copy</D.Item></D.Content></D.Root>;`,
  },
  {
    name: 'Radix DropdownMenu, split the same way',
    entry: `import * as D from '@radix-ui/react-dropdown-menu';
import { lazy } from 'react';
const Content = lazy(() => import('./lazy'));
export const Menu = () => <D.Root><D.Trigger>More</D.Trigger><Content /></D.Root>;`,
    lazy: `import * as D from '@radix-ui/react-dropdown-menu';
export default () => <D.Content><D.Item>Copy</D.Item></D.Content>;`,
  },
  {
    name: 'ours, the Escape layer stack',
    entry: `export { useEscapeLayer } from '${OUR_ESCAPE}';`,
  },
  {
    name: 'Radix DismissableLayer',
    entry: `export { DismissableLayer } from '@radix-ui/react-dismissable-layer';`,
  },
];

const workDir = resolve('.bench/menu-size');

async function measure(subject: Subject, index: number) {
  const dir = join(workDir, String(index));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'entry.jsx'), subject.entry);
  if (subject.lazy) await writeFile(join(dir, 'lazy.jsx'), subject.lazy);
  const result = await build({
    entryPoints: [join(dir, 'entry.jsx')],
    outdir: join(dir, 'out'),
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [radixModules!],
    metafile: true,
    write: true,
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint?.endsWith('entry.jsx'))!;
  // Up front: the entry and what it imports statically.
  const upFront = new Set<string>();
  const visit = (file: string) => {
    if (upFront.has(file)) return;
    upFront.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  let upFrontGzip = 0;
  let allGzip = 0;
  let allMin = 0;
  for (const file of Object.keys(outputs)) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(resolve(file));
    const gzip = gzipSync(code, { level: 9 }).length;
    allGzip += gzip;
    allMin += code.length;
    if (upFront.has(file)) upFrontGzip += gzip;
  }
  return { name: subject.name, upFrontGzip, allGzip, allMin };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(2);
console.log('| bundle (React external) | up front, KiB min+gzip | all chunks, KiB min+gzip | all, KiB min |');
console.log('| --- | --- | --- | --- |');
for (const [index, subject] of subjects.entries()) {
  const { name, upFrontGzip, allGzip, allMin } = await measure(subject, index);
  console.log(`| ${name} | ${kib(upFrontGzip)} | ${kib(allGzip)} | ${kib(allMin)} |`);
}
