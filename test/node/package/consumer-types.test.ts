// The shipped declarations as a host's compiler sees them: a small consumer project in a temp dir imports every entry
// of the built package (node_modules/docs-assistant links to this repo, so the exports map applies) and `tsc --noEmit`
// checks it, strict and with skipLibCheck off, under the three resolutions hosts use. Each `@ts-expect-error` line
// proves an entry's types resolved: were an export `any` (extensionless imports under node16/nodenext), the line
// would compile and tsc would report the unused directive. The README's React example is pasted in as a reader pastes
// it into a TypeScript starter (Next.js, Vite, Docusaurus: strict, `jsx: react-jsx`) and must compile there too, as
// must Getting started's Docusaurus `Root`.
// `npm test` builds first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docSnippet } from '../../support/doc-snippets';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsc = join(root, 'node_modules/.bin/tsc');

const CONSUMER = `import { createElement } from 'react';
import { DocsAssistant, type DocsAssistantProps } from 'docs-assistant';
import { Launcher, createAssistantStore } from 'docs-assistant/headless';
import { DocsAssistantTransport, assistantEndpoint } from 'docs-assistant/transport';
import { createAssistantProxy, toNodeHandler } from 'docs-assistant/server';
import { SuggestEdit, createAgentJobController } from 'docs-assistant/agent';

const props: DocsAssistantProps = { domain: 'docs', theme: { accent: '#0b57d0' } };
export const widget = createElement(DocsAssistant, props);
export const store = createAssistantStore;
export const endpoint: string = assistantEndpoint({ domain: 'docs' });
export const transport = DocsAssistantTransport;
export const handler: (request: Request) => Promise<Response> = createAssistantProxy({
  apiKey: 'mint_dsc_x',
  domain: 'docs',
});
export const nodeHandler = toNodeHandler;
export const controller = createAgentJobController;

// @ts-expect-error apiKey is a string
createAssistantProxy({ apiKey: 42, domain: 'x' });
// @ts-expect-error DocsAssistant is a component, not any
export const a: symbol = DocsAssistant;
// @ts-expect-error Launcher is a component, not any
export const b: symbol = Launcher;
// @ts-expect-error the endpoint needs a domain
assistantEndpoint({});
// @ts-expect-error SuggestEdit is a component, not any
export const c: symbol = SuggestEdit;
`;

const RESOLUTIONS = [
  { moduleResolution: 'bundler', module: 'esnext' },
  { moduleResolution: 'nodenext', module: 'nodenext' },
  { moduleResolution: 'node16', module: 'node16' },
] as const;

const built = existsSync(join(root, 'dist/index.d.ts'));
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'da-consumer-types-'));
  // "type": "module": under node16/nodenext a CommonJS consumer could only `import()` this ESM-only package.
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await writeFile(join(dir, 'index.ts'), CONSUMER);
  await writeFile(join(dir, 'readme-example.tsx'), docSnippet('README.md', 'react-example').text);
  await writeFile(join(dir, 'docusaurus-root.tsx'), docSnippet('docs/getting-started.md', 'docusaurus-root').text);
  // What every starter's own types say of a stylesheet import (vite/client, next-env.d.ts, Docusaurus' preset).
  await writeFile(join(dir, 'css.d.ts'), "declare module '*.css';\n");
  await mkdir(join(dir, 'node_modules'));
  await symlink(root, join(dir, 'node_modules/docs-assistant'), 'dir');
  // The host's own React types (and Node's, for the server entry): this repo's copies.
  await symlink(join(root, 'node_modules/@types'), join(dir, 'node_modules/@types'), 'dir');
  await symlink(join(root, 'node_modules/react'), join(dir, 'node_modules/react'), 'dir');
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the shipped declarations in a consumer project', () => {
  it.each(RESOLUTIONS)(
    'type-check under moduleResolution $moduleResolution (strict, skipLibCheck off)',
    async ({ moduleResolution, module }) => {
      expect(built, 'dist/ is missing: run `npm run build` first').toBe(true);
      const config = join(dir, `tsconfig.${moduleResolution}.json`);
      await writeFile(
        config,
        JSON.stringify({
          compilerOptions: {
            target: 'es2022',
            lib: ['es2023', 'dom', 'dom.iterable'],
            module,
            moduleResolution,
            strict: true,
            skipLibCheck: false,
            noEmit: true,
            jsx: 'react-jsx',
            types: ['node'],
          },
          files: ['index.ts', 'readme-example.tsx', 'docusaurus-root.tsx', 'css.d.ts'],
        }),
      );
      const result = spawnSync(tsc, ['-p', config], { cwd: dir, encoding: 'utf8' });
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );
});
