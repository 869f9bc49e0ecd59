import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { configuredSite } from '../../src/llms/configured-site';
import { writeFiles } from '../support/write-files';

/** The docs named as their site names itself, in llms.txt and to MCP clients, rather than "Documentation". */
let root: string;

const site = (name: string, files: Record<string, string>) => writeFiles(join(root, name), files);

const page = { 'docs/index.md': '# Introduction\n\nWelcome.\n' };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'configured-site-'));
  await site('mkdocs', {
    ...page,
    'docs/api/client.md': '# Client\n\nThe client.\n',
    'docs/i18n/setup.md': '# Setup\n\nTranslations.\n',
    'docs/getting-started/install.md': '# Install\n\nInstall it.\n',
    'mkdocs.yml': "site_name: Starlette  # the name\nsite_description: 'The little ASGI library that shines.'\n",
  });
  await site('docusaurus', {
    ...page,
    'docusaurus.config.js': "export default {\n  title: 'Prettier',\n  tagline: 'Opinionated Code Formatter',\n};\n",
  });
  await site('sphinx', { ...page, 'docs/conf.py': 'project = "MyST Parser"\nextensions = ["myst_parser"]\n' });
  await site('plain', { 'docs/index.md': '# Acme\n' });
  await site('computed', {
    'docs/index.md': '# Acme\n',
    'docusaurus.config.js': 'export default { title: process.env.SITE_TITLE };\n',
  });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('configuredSite', () => {
  it("reads each generator's own keys, from the config beside or above the docs folder", () => {
    expect(configuredSite(join(root, 'mkdocs', 'docs'))).toEqual({
      title: 'Starlette',
      description: 'The little ASGI library that shines.',
    });
    expect(configuredSite(join(root, 'docusaurus', 'docs'))).toEqual({
      title: 'Prettier',
      description: 'Opinionated Code Formatter',
    });
    expect(configuredSite(join(root, 'sphinx', 'docs'))).toEqual({ title: 'MyST Parser' });
  });

  it('says nothing it cannot read as written: no config, or a title the config computes', () => {
    expect(configuredSite(join(root, 'plain', 'docs'))).toEqual({});
    expect(configuredSite(join(root, 'computed', 'docs'))).toEqual({});
    expect(configuredSite(join(root, 'missing'))).toEqual({});
  });
});

describe('llms.txt names the docs by their site', () => {
  let service: StartedLocalService;
  beforeAll(async () => {
    service = await startLocalService({ docs: join(root, 'mkdocs', 'docs') });
  });
  afterAll(async () => {
    await service?.close();
  });

  it('the config\'s site name and description head llms.txt, where the root page is only "Introduction"', async () => {
    const text = await (await fetch(`${service.url}/llms.txt`)).text();
    expect(text.startsWith('# Starlette\n\n> The little ASGI library that shines.\n')).toBe(true);
  });

  it('names each folder as docs spell it: initialisms in capitals, numeronyms as written', async () => {
    const text = await (await fetch(`${service.url}/llms.txt`)).text();
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(['Docs', 'API', 'Getting started', 'i18n']);
  });
});
