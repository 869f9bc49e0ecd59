/**
 * A plain-text table that fits `width` columns: fixed columns keep their widest value, the one flexible column
 * takes what is left (never under `minFlex`) and cuts its values with "…". Characters, not display cells: the
 * report's text is mostly Latin; a wide-character question may overhang by a few cells, never break a row.
 */
export interface Column<Row> {
  header: string;
  value(row: Row): string;
  align?: 'left' | 'right';
  /** At most one column: it shrinks to fit. */
  flex?: boolean;
  /** Widest a fixed column may be; longer values are cut. */
  max?: number;
}

const cut = (text: string, width: number) =>
  text.length <= width ? text : width <= 1 ? '…'.slice(0, width) : `${text.slice(0, width - 1)}…`;

export function textTable<Row>(
  rows: readonly Row[],
  columns: ReadonlyArray<Column<Row>>,
  width: number,
  minFlex = 16,
): string {
  const cells = rows.map((row) => columns.map((c) => c.value(row).replace(/\s+/g, ' ').trim()));
  const widths = columns.map((c, i) =>
    Math.min(c.max ?? Infinity, Math.max(c.header.length, ...cells.map((r) => r[i]!.length))),
  );
  const gap = 2;
  const indent = 2;
  const flex = columns.findIndex((c) => c.flex);
  if (flex >= 0) {
    const others = widths.reduce((sum, w, i) => (i === flex ? sum : sum + w), 0);
    const room = width - indent - others - gap * (columns.length - 1);
    widths[flex] = Math.max(minFlex, Math.min(widths[flex]!, room));
  }
  const line = (values: string[]) =>
    ' '.repeat(indent) +
    values
      .map((v, i) => {
        const text = cut(v, widths[i]!);
        const last = i === values.length - 1;
        return columns[i]!.align === 'right' ? text.padStart(widths[i]!) : last ? text : text.padEnd(widths[i]!);
      })
      .join(' '.repeat(gap));
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '─'.repeat(w))), ...cells.map(line)].join('\n');
}
