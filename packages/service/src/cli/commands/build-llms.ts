import { defineCommand } from '../define-command';

const options = {
  docs: { type: 'string', short: 'd', value: '<folder>', help: 'markdown docs (default ./docs)' },
  out: {
    type: 'string',
    short: 'o',
    value: '<dir>',
    help: "where to write, usually the built site's folder (not inside --docs)",
  },
  'site-url': {
    type: 'string',
    value: '<url>',
    help: "the site's URL, so llms.txt links are absolute (default: root-relative links)",
  },
  title: {
    type: 'string',
    value: '<name>',
    help: "the H1 of llms.txt (default: the site config's name, else the root page's title)",
  },
} as const;

/** `docs-assistant build-llms`. The work is in ../build-llms.ts. */
export const buildLlmsCommand = defineCommand({
  name: 'build-llms',
  summary: 'write llms.txt, llms-full.txt and <page>.md files for a static site',
  usage: ['build-llms --docs <folder> --out <dir> [--site-url <url>]'],
  description: `Writes llms.txt, llms-full.txt and every page's Markdown (<page>.md, front matter left out) for a static docs
site to publish: the same files docs-assistant serve answers at /llms.txt, /llms-full.txt and /<page>.md.`,
  options,
  footer: 'Exit codes: 0 written, 1 could not read or write, 2 usage.',
});
