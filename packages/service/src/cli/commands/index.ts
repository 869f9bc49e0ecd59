/**
 * Every `docs-assistant` command, in the order `docs-assistant help` lists them. To add one: its declaration in
 * this folder (`defineCommand({ name, summary, usage, options })`), its work in ../<name>.ts
 * (`export function run({ values, positionals }: ParsedArgs<typeof fooCommand.options>)`), and one line here.
 */
import { lazyCommand, type CommandSpec } from '../define-command';
import { agentCommand } from './agent';
import { buildLlmsCommand } from './build-llms';
import { mcpCommand } from './mcp';
import { reportCommand } from './report';
import { serveCommand } from './serve';

export const commands: readonly CommandSpec[] = [
  lazyCommand(serveCommand, () => import('../serve')),
  lazyCommand(agentCommand, () => import('../agent')),
  lazyCommand(mcpCommand, () => import('../mcp')),
  lazyCommand(buildLlmsCommand, () => import('../build-llms')),
  lazyCommand(reportCommand, () => import('../report')),
];
