import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { collectReport } from '../report/collect-report';
import { openReadOnly } from '../report/open-read-only';
import { reportHtml } from '../report/report-html';
import { reportText } from '../report/report-text';
import { StorageError } from '../storage/storage-error';
import type { ReportValues } from './commands/report';
import { plural } from '../text/plural';
import { wholeNumber } from './serve-checks';
import { EXIT_FAILURE, UsageError } from './usage-error';

/** Columns to lay the tables out in: the terminal's, else $COLUMNS, else 100 (a file or a pipe). */
function terminalWidth(): number {
  const columns = process.stdout.isTTY ? process.stdout.columns : Number(process.env.COLUMNS);
  return Math.max(60, Number.isFinite(columns) && columns > 0 ? columns : 100);
}

export function run({ values }: { values: ReportValues }): number {
  let days: number | undefined;
  try {
    days = values.days === 'all' ? undefined : (wholeNumber('days', values.days, 1, 36_500) ?? 30);
  } catch {
    throw new UsageError(`--days must be a whole number from 1 to 36500, or all; got "${values.days}".`);
  }
  const limit = wholeNumber('limit', values.limit, 1, 10_000) ?? 20;
  const dataDir = resolve(values['data-dir'] ?? '.data');
  let opened;
  try {
    opened = openReadOnly(dataDir);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    console.error(`docs-assistant report: ${error.message}`);
    return EXIT_FAILURE;
  }
  const { db, file } = opened;
  let data;
  try {
    data = collectReport(db, file, {
      ...(days ? { days } : {}),
      ...(values.domain ? { domain: values.domain } : {}),
      limit,
    });
  } finally {
    db.close();
  }
  if (values.html) {
    const out = resolve(values.html);
    try {
      writeFileSync(out, reportHtml(data));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      console.error(
        `docs-assistant report: cannot write ${out} (${code}). Pass --html <a file in a folder you can write>.`,
      );
      return EXIT_FAILURE;
    }
    console.error(
      `docs-assistant report: wrote ${out} (${plural(data.totals.questions, 'question')}, ${data.totals.notCovered} not covered).`,
    );
  }
  if (values.json) process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
  else if (!values.html) process.stdout.write(reportText(data, terminalWidth()));
  return 0;
}
