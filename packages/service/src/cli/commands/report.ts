import { defineCommand, type OptionValues } from '../define-command';

const options = {
  'data-dir': {
    type: 'string',
    value: '<dir>',
    help: 'the data dir docs-assistant serve uses (default .data); read-only, the service may keep running',
  },
  days: { type: 'string', value: '<n|all>', help: 'the last n days, today included (default 30), or all' },
  domain: { type: 'string', value: '<name>', help: 'only this docs domain (default every domain)' },
  limit: { type: 'string', value: '<n>', help: 'rows per list (default 20)' },
  json: { type: 'boolean', help: 'print the report as JSON on stdout' },
  html: { type: 'string', value: '<file>', help: 'also write it as one self-contained HTML page, with a chart' },
} as const;

export type ReportValues = OptionValues<typeof options>;

/** `docs-assistant report`. The work is in ../report.ts. */
export const reportCommand = defineCommand({
  name: 'report',
  summary: 'what readers asked: questions per day, not covered, rated down',
  usage: ['report [--data-dir <dir>] [--days 30] [--json] [--html <file>]'],
  description: `Reads the threads docs-assistant serve stored: questions per day, the most asked topics, every question
the docs did not cover (how often, from which page) and the answers readers rated down, each with its thread id.
A table sized to the terminal by default; --json for scripts; --html for a page to share.`,
  options,
  footer: 'Exit codes: 0 done, 1 the database could not be read or the HTML file written, 2 usage.',
});
