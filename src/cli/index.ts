#!/usr/bin/env node
/**
 * `docs-assistant <command>`: `serve` starts the local service, `agent` drives agent jobs.
 * Each command lives in its own module, loaded only when asked for.
 */
const commands: Record<string, () => Promise<{ run(argv: string[]): Promise<number> }>> = {
  serve: () => import('./serve'),
  agent: () => import('./agent'),
};

const usage = `Usage:
  docs-assistant serve --docs <folder> [--port 3210] [--data-dir <dir>]   start the local assistant service
  docs-assistant agent "<prompt>" --project <id> [--json]                 run an agent job (key: DOCS_ASSISTANT_ADMIN_KEY)

Run \`docs-assistant <command> --help\` for a command's options.`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h') {
    console.log(usage);
    return name ? 0 : 1;
  }
  const load = commands[name];
  if (!load) {
    console.error(`docs-assistant: unknown command "${name}".\n\n${usage}`);
    return 1;
  }
  return (await load()).run(rest);
}
