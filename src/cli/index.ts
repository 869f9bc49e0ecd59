/**
 * `docs-assistant <command>`: `serve` starts the local service, `agent` drives agent jobs.
 * Each command lives in its own module, loaded only when asked for.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_USAGE } from './usage-error';

const commands: Record<string, () => Promise<{ run(argv: string[]): Promise<number> }>> = {
  serve: () => import('./serve'),
  agent: () => import('./agent'),
  mcp: () => import('./mcp'),
  'build-llms': () => import('./build-llms'),
};

const usage = `Usage:
  docs-assistant serve --docs <folder> [--port 3210] [--data-dir <dir>]   start the local assistant service
  docs-assistant agent "<prompt>" --project <id> [--json]                 run an agent job (key: DOCS_ASSISTANT_ADMIN_KEY)
  docs-assistant mcp --docs <folder>                                      serve the docs to a coding agent over MCP (stdio)
  docs-assistant build-llms --docs <folder> --out <dir>                   write llms.txt, llms-full.txt and <page>.md files
  docs-assistant --version

Run \`docs-assistant <command> --help\` for a command's options.`;

/**
 * The package's version, read from its package.json (two levels up from both src/cli and dist/cli). A path, not
 * `new URL(…, import.meta.url)`: the library build rewrites that pattern as an asset reference.
 */
function version(): string {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  return pkg.version;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-v') {
    console.log(version());
    return 0;
  }
  if (name === '--help' || name === '-h') {
    console.log(usage);
    return 0;
  }
  if (name === 'help' && rest[0] && commands[rest[0]]) return (await commands[rest[0]]!()).run(['--help']);
  if (!name || name === 'help') {
    console.error(usage);
    return EXIT_USAGE;
  }
  const load = commands[name];
  if (!load) {
    console.error(
      `docs-assistant: unknown command "${name}". Commands: serve, agent, mcp, build-llms (docs-assistant --help shows their use).`,
    );
    return EXIT_USAGE;
  }
  return (await load()).run(rest);
}
