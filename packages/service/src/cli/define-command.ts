/**
 * A command is declared, not coded: its name, one-line summary, usage lines and options (with their help text), in
 * commands/<name>.ts; its `run` lives in ../<name>.ts, loaded only when the command runs, and the two meet in
 * commands/index.ts. The parser, `--help`, `help <command>`, "did you mean" and the error lines all come from the
 * declaration, so a new flag is one entry. (The run module imports its declaration for the option types; the
 * declaration never imports the run module, so there is no cycle.)
 */
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

export interface CommandDeclaration<Opts extends OptionSpecs = OptionSpecs> {
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
}

/** A declaration with its work. `run`'s `UsageError`s print as usage mistakes (exit 2). */
export interface CommandSpec<Opts extends OptionSpecs = OptionSpecs> extends CommandDeclaration<Opts> {
  run(args: ParsedArgs<Opts>): Promise<number>;
}

/** A run module: `export function run({ values, positionals }: ParsedArgs<typeof fooCommand.options>)`. */
export interface RunModule<Opts extends OptionSpecs> {
  run(args: ParsedArgs<Opts>): number | Promise<number>;
}

/** Identity with types: `options` keeps its literal shape, so `run` sees `values.docs` as `string | undefined`. */
export function defineCommand<const Opts extends OptionSpecs>(declaration: CommandDeclaration<Opts>) {
  return declaration;
}

/** Joins a declaration and its run module, imported only when the command runs. */
export function lazyCommand<Opts extends OptionSpecs>(
  declaration: CommandDeclaration<Opts>,
  load: () => Promise<RunModule<Opts>>,
): CommandSpec {
  return { ...declaration, run: async (args) => (await load()).run(args as ParsedArgs<Opts>) };
}

/** The command's options plus `-h, --help`, which every command has. */
export function withHelp(options: OptionSpecs): OptionSpecs {
  return { ...options, help: { type: 'boolean', short: 'h', help: 'show this help' } };
}
