import { cutWithEllipsis } from '../text/ellipsis';
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
  /** In a narrow terminal a fixed column may be cut down to this width before the flexible one goes under its own. */
  min?: number;
}

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
  const total = () => indent + widths.reduce((sum, w) => sum + w, 0) + gap * (columns.length - 1);
  if (flex >= 0) widths[flex] = Math.max(minFlex, Math.min(widths[flex]!, widths[flex]! - (total() - width)));
  // Still too wide: the columns that may give way do, then the flexible one goes below its own minimum.
  columns.forEach((c, i) => {
    if (c.min !== undefined && total() > width) widths[i] = Math.max(c.min, widths[i]! - (total() - width));
  });
  if (flex >= 0 && total() > width) widths[flex] = Math.max(4, widths[flex]! - (total() - width));
  const line = (values: string[]) =>
    ' '.repeat(indent) +
    values
      .map((v, i) => {
        const text = cutWithEllipsis(v, widths[i]!);
        const last = i === values.length - 1;
        return columns[i]!.align === 'right' ? text.padStart(widths[i]!) : last ? text : text.padEnd(widths[i]!);
      })
      .join(' '.repeat(gap));
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '─'.repeat(w))), ...cells.map(line)].join('\n');
}
