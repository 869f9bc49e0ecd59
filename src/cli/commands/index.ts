/**
 * Every `docs-assistant` command, in the order `docs-assistant help` lists them. To add one: a file in this folder
 * that exports `defineCommand({ name, summary, usage, options, run })` (run imports its heavy modules lazily), and
 * one entry here.
 */
import type { CommandSpec } from '../define-command';
import { agentCommand } from './agent';
import { serveCommand } from './serve';

export const commands: readonly CommandSpec[] = [serveCommand, agentCommand];
