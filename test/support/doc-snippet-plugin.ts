// esbuild: `import { DocsLayout } from 'doc-snippet:README.md#react-example'` bundles that docs block (doc-snippets.ts)
// as a module of its own, so a browser suite mounts the code a reader copies, not a copy of it; a block that is one
// element is a component's default export. The block's imports
// of the package resolve to its source (`docs-assistant` → src/index.ts); its stylesheet import is left to the test
// page, which links src/styles/docs-assistant.css itself.
import { fileURLToPath } from 'node:url';
import type { Loader, Plugin } from 'esbuild';
import { docSnippet } from './doc-snippets';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGE: Record<string, string> = { 'docs-assistant': `${ROOT}src/index.ts` };
const LOADERS: Record<string, Loader> = { tsx: 'tsx', jsx: 'jsx', ts: 'ts', js: 'js' };

export const docSnippetPlugin: Plugin = {
  name: 'doc-snippet',
  setup(build) {
    build.onResolve({ filter: /^doc-snippet:/ }, ({ path }) => ({ path, namespace: 'doc-snippet' }));
    build.onLoad({ filter: /.*/, namespace: 'doc-snippet' }, ({ path }) => {
      const [file, name] = path.slice('doc-snippet:'.length).split('#') as [string, string];
      const { language, text } = docSnippet(file, name);
      const loader = LOADERS[language];
      if (!loader) throw new Error(`${file}#${name}: a ${language} block cannot be bundled.`);
      // A block that is one JSX element (getting-started's `<DocsAssistant … />`) is the default export of a
      // component rendering it, with the import the docs show above it.
      const contents = /^\s*</.test(text)
        ? `import { DocsAssistant } from 'docs-assistant';\nexport default function Snippet() {\n  return (${text});\n}\n`
        : text;
      return { contents, loader, resolveDir: ROOT };
    });
    // Only the block's own imports of the package: the repository's code imports its source by path.
    build.onResolve({ filter: /^docs-assistant(\/.*)?$/, namespace: 'doc-snippet' }, ({ path }) =>
      path.endsWith('.css') ? { path, namespace: 'doc-snippet-css' } : { path: PACKAGE[path] ?? path },
    );
    build.onLoad({ filter: /.*/, namespace: 'doc-snippet-css' }, () => ({ contents: '', loader: 'js' }));
  },
};
