/**
 * `docs-assistant <command>`. Commands are declared in ./commands (options, help, a lazily loaded run); this file
 * turns argv into one of them, and every mistake into one line on stderr with exit 2. Help goes to stdout, exit 0.
 */
import { packageVersion } from '../package-version';
import { commands } from './commands';
import type { CommandSpec } from './define-command';
import { closest } from './did-you-mean';
import { commandHelp, overallHelp } from './help-text';
import { parseCommandLine, UnknownOptionError } from './parse-command-line';
import { EXIT_USAGE, UsageError } from './usage-error';

/** "serve", "serve and mcp", "serve, mcp and build-llms". */
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const find = (name: string | undefined) => commands.find((c) => c.name === name);
const names = () => commands.map((c) => c.name).join(', ');

function usageError(message: string, command?: string): number {
  console.error(`docs-assistant${command ? ` ${command}` : ''}: ${message}`);
  return EXIT_USAGE;
}

/** The commands that have an option, by its long name (`docs`) or its short form (`-d`). */
function commandsWithOption(option: string): CommandSpec[] {
  const name = option.replace(/^-+/, '').split('=')[0] ?? '';
  return commands.filter((c) =>
    option.startsWith('--') || name.length > 1
      ? name in c.options
      : Object.values(c.options).some((o) => o.short === name),
  );
}

/** `docs-assistant --docs x`: the command is missing; say which one has that option. */
function optionWithoutCommand(argv: string[]): number {
  const [first = ''] = argv;
  const owners = commandsWithOption(first);
  if (owners.length > 0) {
    // The first command that has it is the likeliest meant (`--docs` → serve); the others are named after it.
    const others = owners.slice(1).map((c) => c.name);
    const also = others.length ? ` (${listed(others)} take${others.length === 1 ? 's' : ''} ${first} too)` : '';
    return usageError(
      `${first} is an option of a command, which comes first. Did you mean: docs-assistant ${owners[0]!.name} ${argv.join(' ')}?${also}`,
    );
  }
  return usageError(
    `"${first}" is not a command. Commands: ${names()} (docs-assistant help shows their use); options follow the command.`,
  );
}

function unknownCommand(name: string): number {
  const guess = closest(
    name,
    commands.map((c) => c.name),
  );
  return usageError(
    `unknown command "${name}".${guess ? ` Did you mean "${guess}"?` : ''} Commands: ${names()} (docs-assistant help shows their use).`,
  );
}

async function runCommand(command: CommandSpec, argv: string[]): Promise<number> {
  const more = `Run "docs-assistant ${command.name} --help" for the options.`;
  let args;
  try {
    args = parseCommandLine(command, argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error instanceof UnknownOptionError && !error.suggested) {
      const elsewhere = commandsWithOption(error.option).filter((c) => c !== command);
      if (elsewhere.length) {
        return usageError(
          `${error.message} It is an option of docs-assistant ${listed(elsewhere.map((c) => c.name))}. ${more}`,
          command.name,
        );
      }
    }
    return usageError(`${error.message} ${more}`, command.name);
  }
  if (args.values.help) {
    console.log(commandHelp(command));
    return 0;
  }
  try {
    return await command.run(args);
  } catch (error) {
    if (error instanceof UsageError) return usageError(`${error.message} ${more}`, command.name);
    throw error;
  }
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-v' || name === 'version') {
    console.log(packageVersion());
    return 0;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    if (rest[0] === undefined) return (console.log(overallHelp(commands)), 0);
    const command = find(rest[0]);
    return command ? (console.log(commandHelp(command)), 0) : unknownCommand(rest[0]);
  }
  if (name === undefined) {
    console.error(overallHelp(commands));
    return EXIT_USAGE;
  }
  if (name.startsWith('-')) return optionWithoutCommand(argv);
  const command = find(name);
  return command ? runCommand(command, rest) : unknownCommand(name);
}
