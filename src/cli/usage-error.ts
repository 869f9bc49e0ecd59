/** A mistake in how the command was called: the CLI prints one line and exits 2 (runtime failures exit 1). */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const EXIT_USAGE = 2;
export const EXIT_FAILURE = 1;

/**
 * `util.parseArgs`'s errors in one short line: its own messages run to two sentences of advice about `--` that does
 * not apply here.
 */
export function describeParseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${quoted}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const flag = quoted.split(' ')[0] ?? quoted;
    return message.includes('argument missing') ? `${flag} needs a value` : `${flag} does not take a value`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument "${quoted}"`;
  return message;
}
