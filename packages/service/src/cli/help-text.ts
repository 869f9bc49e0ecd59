import { withHelp, type CommandSpec } from './define-command';

const BIN = 'docs-assistant';

/** `docs-assistant <command> --help`: usage, description, options in aligned columns, footer. */
export function commandHelp(spec: CommandSpec): string {
  const rows = Object.entries(withHelp(spec.options))
    .filter(([, o]) => !o.hidden)
    .map(([name, o]) => {
      const flag = `${o.short ? `-${o.short}, ` : '    '}--${name}${o.type === 'string' ? ` ${o.value ?? '<value>'}` : ''}`;
      return [flag, o.help] as const;
    });
  const width = Math.max(...rows.map(([flag]) => flag.length)) + 2;
  const lines = [
    'Usage:',
    ...spec.usage.map((u) => `  ${BIN} ${u}`),
    ...(spec.description ? ['', spec.description] : []),
    '',
    'Options:',
    ...rows.map(([flag, help]) => `  ${flag.padEnd(width)}${help.replaceAll('\n', `\n  ${' '.repeat(width)}`)}`),
    ...(spec.footer ? ['', spec.footer] : []),
  ];
  return lines.join('\n');
}

/** `docs-assistant help`: each command with its summary and the first of its usage lines. */
export function overallHelp(commands: readonly CommandSpec[]): string {
  const width = Math.max(...commands.map((c) => c.name.length)) + 3;
  return [
    `Usage: ${BIN} <command> [options]`,
    '',
    'Commands:',
    ...commands.flatMap((c) => [`  ${c.name.padEnd(width)}${c.summary}`, `  ${' '.repeat(width)}${BIN} ${c.usage[0]}`]),
    '',
    `Run \`${BIN} help <command>\` (or \`${BIN} <command> --help\`) for a command's options; \`${BIN} --version\` for the version.`,
  ].join('\n');
}
