import { existsSync, statSync } from 'node:fs';
import { GENERATORS } from '../../retrieval/generator';
import { LAYOUTS } from '../../retrieval/layout/docs-layout';
import { defineCommand, type OptionValues } from '../define-command';

const options = {
  docs: { type: 'string', short: 'd', value: '<folder>', help: 'markdown docs to answer from (default ./docs)' },
  generator: {
    type: 'string',
    value: '<name>',
    help: `whose heading anchors source links use: ${GENERATORS.join(', ')}\n(default: read from the docs' config — .vitepress/, docusaurus.config.*, mkdocs.yml, conf.py…)`,
  },
  layout: {
    type: 'string',
    value: '<name>',
    help: `how the docs folder (the site's root) keeps languages and versions: ${LAYOUTS.join(', ')}\n(default: read from the site's config and folders — i18n/, versioned_docs/, src/content/docs/<lang>/, en/…)`,
  },
  watch: {
    type: 'boolean',
    help: 're-index a docs file when it is edited, added or removed, without a restart',
  },
  port: { type: 'string', short: 'p', value: '<n>', help: 'port, 0–65535 (default 3210; 0 picks a free one)' },
  host: { type: 'string', value: '<addr>', help: 'interface (default 127.0.0.1)' },
  'data-dir': {
    type: 'string',
    value: '<dir>',
    help: 'where threads and agent jobs persist, in docs-assistant.db (default .data)',
  },
  'assistant-key': {
    type: 'string',
    multiple: true,
    value: '<key>',
    help: 'accepted assistant key, mint_dsc_… (repeatable; env DOCS_ASSISTANT_KEYS, comma-separated)',
  },
  'admin-key': {
    type: 'string',
    multiple: true,
    value: '<key>',
    help: 'accepted admin key, mint_… (repeatable; env DOCS_ASSISTANT_ADMIN_KEYS)\nWith no keys at all, a pair is generated, printed and kept in <data-dir>/keys.json.',
  },
  domain: {
    type: 'string',
    multiple: true,
    value: '<name>',
    help: 'serve only these docs domains (repeatable; default any)',
  },
  repo: { type: 'string', value: '<path>', help: 'git repository agent jobs edit' },
  'agent-command': {
    type: 'string',
    value: '<cmd>',
    help: 'coding-agent command agent jobs run (prompt on stdin and in the file\n$DOCS_ASSISTANT_PROMPT_FILE names)',
  },
  'agent-timeout': { type: 'string', value: '<seconds>', help: 'longest one agent run may take (default 600)' },
  static: { type: 'string', value: '<dir>', help: 'also serve a built site from this folder at /' },
  'public-mcp': {
    type: 'boolean',
    help: 'serve MCP at /mcp without a key (the docs are public anyway); by default it takes the assistant key',
  },
  'site-url': {
    type: 'string',
    value: '<url>',
    help: "the docs site's URL, so llms.txt links and MCP results point at it (default: root-relative paths)",
  },
  'chunk-delay': { type: 'string', value: '<ms>', help: 'pause between streamed pieces of an answer (default 12)' },
  'rate-limit-key-month': {
    type: 'string',
    value: '<n>',
    help: 'assistant messages per key per month (default 10000)',
  },
  'rate-limit-org-hour': {
    type: 'string',
    value: '<n>',
    help: 'assistant messages per organisation (docs domain) per hour (default 10000)',
  },
  'rate-limit-ip-day': {
    type: 'string',
    value: '<n>',
    help: 'assistant messages per IP address per day (default 10000)',
  },
  'rate-limit-jobs-hour': {
    type: 'string',
    value: '<n>',
    help: 'agent jobs created per project per hour (default 100)',
  },
} as const;

export type ServeValues = OptionValues<typeof options>;

/** `docs-assistant serve`. Options are read in ../serve.ts; a new flag is one entry above plus its use there. */
export const serveCommand = defineCommand({
  name: 'serve',
  summary: 'start the local assistant service',
  usage: ['serve --docs <folder> [options]'],
  description:
    'Serves the docs-assistant API (assistant messages and agent jobs) on this machine, answering from a folder of\nmarkdown docs. Prints what it indexed, its URL and keys at start.',
  options,
  unexpectedArgument: (arg) =>
    existsSync(arg) && statSync(arg).isDirectory() ? `To answer from that folder, pass --docs ${arg}.` : undefined,
  footer: `Exit codes: 0 stopped with Ctrl+C or SIGTERM (storage closed), 1 could not start (port in use, damaged data…),
2 usage (a bad flag, a missing or empty docs folder).

Language model (optional; the default answer quotes the docs and needs nothing):
  DOCS_ASSISTANT_MODEL=<model id> DOCS_ASSISTANT_MODEL_BASE_URL=<OpenAI-compatible URL> DOCS_ASSISTANT_MODEL_API_KEY=<key>`,
});
