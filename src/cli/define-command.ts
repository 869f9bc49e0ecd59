/**
 * A command is declared, not coded: its name, one-line summary, usage lines, options (with their help text) and a
 * lazily loaded `run`. The parser, `--help`, `help <command>`, "did you mean" and the error lines all come from the
 * declaration, so a new command or flag is one entry — see commands/index.ts for the list.
 */
import type { UsageError } from './usage-error';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** One letter: `-d` for `--docs`. */
  short?: string;
  /** May be given more than once; the value is then an array. */
  multiple?: boolean;
  /** How the value is shown in help and errors: `<folder>`, `<n>`. Strings only. */
  value?: string;
  /** One line (wrapped in help) saying what it does and its default. */
  help: string;
  /** Kept out of help (a flag refused with its reason, like agent's `--key`). */
  hidden?: boolean;
}

export type OptionSpecs = Record<string, OptionSpec>;

type ValueOf<O extends OptionSpec> = O['type'] extends 'boolean'
  ? boolean | undefined
  : O['multiple'] extends true
    ? string[] | undefined
    : string | undefined;

export type OptionValues<Opts extends OptionSpecs> = { -readonly [K in keyof Opts]: ValueOf<Opts[K]> };

export interface ParsedArgs<Opts extends OptionSpecs = OptionSpecs> {
  values: OptionValues<Opts>;
  positionals: string[];
}

export interface CommandSpec<Opts extends OptionSpecs = OptionSpecs> {
  name: string;
  /** Shown in `docs-assistant help`, after the command's first usage line. */
  summary: string;
  /** Usage lines without the leading `docs-assistant `; the first is the one `docs-assistant help` lists. */
  usage: string[];
  /** A paragraph under the usage lines. */
  description?: string;
  options: Opts;
  /** Positional arguments: their name in help, or undefined when the command takes none. */
  positionals?: string;
  /** Advice for an argument given where none is taken (`serve docs` → "pass --docs docs"). */
  unexpectedArgument?: (arg: string) => string | undefined;
  /** Lines after the options: exit codes, environment. */
  footer?: string;
  /** Does the work; `UsageError`s it throws print as usage mistakes (exit 2). Load heavy modules inside. */
  run(args: ParsedArgs<Opts>): Promise<number>;
}

/** Identity with types: `options` keeps its literal shape, so `run` sees `values.docs` as `string | undefined`. */
export function defineCommand<const Opts extends OptionSpecs>(spec: CommandSpec<Opts>): CommandSpec<Opts> {
  return spec;
}

/** The command's options plus `-h, --help`, which every command has. */
export function withHelp(options: OptionSpecs): OptionSpecs {
  return { ...options, help: { type: 'boolean', short: 'h', help: 'show this help' } };
}

export type { UsageError };
