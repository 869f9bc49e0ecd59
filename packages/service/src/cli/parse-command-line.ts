import { parseArgs } from 'node:util';
import { withHelp, type CommandSpec, type OptionSpecs, type ParsedArgs } from './define-command';
import { closest } from './did-you-mean';
import { UsageError } from './usage-error';

/** An option the command does not have; the CLI may know another command that has it. */
export class UnknownOptionError extends UsageError {
  override name = 'UnknownOptionError';
  constructor(
    message: string,
    readonly option: string,
    /** The command's own option the message suggests instead (`--prot` → `port`), if one is close. */
    readonly suggested?: string,
  ) {
    super(message);
  }
}

const flagName = (name: string, spec: { value?: string; type: string }) =>
  spec.type === 'string' ? `--${name} ${spec.value ?? '<value>'}` : `--${name}`;

/** A value that is really the next flag (`--port --docs x`) — but `-1` is a value, if a bad one. */
const looksLikeFlag = (value: string) => value.startsWith('-') && value !== '-' && !/^-\d/.test(value);

/**
 * `node:util` `parseArgs` does the splitting (`--a=b`, `-dp`, `--`); the checks are ours, so that every mistake
 * names the flag and the form it expects, and a typo gets its likely meaning. `parseArgs`'s own strict errors run to
 * two sentences of advice about `--` that rarely applies, and say nothing about typos.
 */
export function parseCommandLine(spec: CommandSpec, argv: string[]): ParsedArgs {
  const options: OptionSpecs = withHelp(spec.options);
  const { tokens } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      Object.entries(options).map(([name, o]) => [
        name,
        { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) },
      ]),
    ),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Record<string, string | boolean | string[] | undefined> = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') {
      positionals.push(token.value);
      continue;
    }
    if (token.kind !== 'option') continue;
    const shown = token.rawName;
    const written = argv[token.index] ?? shown;
    // `-docs` is `-d ocs` to parseArgs; someone who typed it meant `--docs`.
    const oneDash = /^-([a-z][a-z-]+)(?:=.*)?$/.exec(written)?.[1];
    if (oneDash && options[oneDash])
      throw new UsageError(`${written} has one dash; long options take two: --${oneDash}.`);
    const option = options[token.name];
    if (!option || (shown.startsWith('--') && token.name.length === 1)) {
      if (shown.startsWith('--')) {
        const guess = closest(token.name, Object.keys(options));
        throw new UnknownOptionError(
          `unknown option ${shown}.${guess ? ` Did you mean --${guess}?` : ''}`,
          token.name,
          guess,
        );
      }
      const shorts = Object.entries(options).flatMap(([name, o]) => (o.short ? [`-${o.short} (--${name})`] : []));
      throw new UnknownOptionError(`unknown option ${shown}. Short options: ${shorts.join(', ')}.`, shown);
    }
    const named = shown.startsWith('--') ? shown : `${shown} (--${token.name})`;
    if (option.type === 'boolean') {
      if (token.inlineValue) throw new UsageError(`${named} is a switch and takes no value; pass just ${shown}.`);
      values[token.name] = true;
      continue;
    }
    const value = token.value;
    if (value === undefined || (!token.inlineValue && looksLikeFlag(value))) {
      throw new UsageError(`${named} needs a value: ${flagName(token.name, option)}.`);
    }
    if (option.multiple) {
      values[token.name] = [...((values[token.name] as string[] | undefined) ?? []), value];
    } else if (values[token.name] !== undefined && values[token.name] !== value) {
      throw new UsageError(
        `--${token.name} was given twice ("${String(values[token.name])}" and "${value}"); pass it once.`,
      );
    } else {
      values[token.name] = value;
    }
  }
  if (positionals.length && !spec.positionals && !values.help) {
    const arg = positionals[0]!;
    const hint = spec.unexpectedArgument?.(arg);
    throw new UsageError(`unexpected argument "${arg}": ${spec.name} takes only options.${hint ? ` ${hint}` : ''}`);
  }
  return { values: values as ParsedArgs['values'], positionals };
}
