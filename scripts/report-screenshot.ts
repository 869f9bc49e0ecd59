/**
 * docs/report.png: the HTML report of a local service that readers used for two weeks. The questions go through
 * the real message and feedback routes against the fixture docs; only their dates are then spread over the last
 * 14 days (the route stamps "now"), so the chart has a shape. Run: `npx tsx scripts/report-screenshot.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { createLocalService } from '../packages/service/src';
import { collectReport } from '../packages/service/src/report/collect-report';
import { openReadOnly } from '../packages/service/src/report/open-read-only';
import { reportHtml } from '../packages/service/src/report/report-html';
import { launchChromium } from './launch-chromium';

const OUT = fileURLToPath(new URL('../docs/report.png', import.meta.url));
const DOCS = fileURLToPath(new URL('../packages/service/test/fixtures/docs-small', import.meta.url));
const KEY = 'mint_dsc_screenshot';

const QUESTIONS: Array<[string, string, number]> = [
  ['How do I install it?', '/getting-started', 9],
  ['How do I configure the theme?', '/theming', 6],
  ['Which Node version do I need?', '/getting-started', 4],
  ['Does it support Kubernetes cron jobs?', '/guides/deploy', 5],
  ['Can I export the docs to PDF?', '/reference/cli', 3],
  ['Is there a Terraform provider?', '/guides/deploy', 2],
];

const dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-report-shot-'));
const service = createLocalService({
  docs: DOCS,
  dataDir,
  model: null,
  assistantKeys: [KEY],
  adminKeys: ['mint_shot'],
});
const { url } = await service.listen(0, '127.0.0.1');
const answers: Array<{ threadId: string; messageId: string }> = [];
for (const [question, page, times] of QUESTIONS) {
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${url}/discovery/v2/assistant/docs/message`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fp: 'anonymous',
        currentPath: page,
        messages: [{ id: `q${answers.length}`, role: 'user', parts: [{ type: 'text', text: question }] }],
      }),
    });
    await response.text();
    answers.push({ threadId: response.headers.get('x-thread-id')!, messageId: `q${answers.length}_answer` });
  }
}
for (const index of [10, 12]) {
  await fetch(`${url}/discovery/v2/assistant/docs/feedback`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...answers[index], value: 'negative' }),
  });
}
await service.close();

// The picture's only liberty: each thread moved to a day of the last two weeks.
const db = new DatabaseSync(join(dataDir, 'docs-assistant.db'));
const threads = db.prepare('SELECT id FROM threads ORDER BY created_at').all() as Array<{ id: string }>;
threads.forEach(({ id }, i) => {
  const day = new Date(Date.now() - ((i * 5) % 14) * 86_400_000).toISOString();
  db.prepare('UPDATE messages SET created_at = ? WHERE thread_id = ?').run(day, id);
  db.prepare('UPDATE feedback SET created_at = ? WHERE thread_id = ?').run(day, id);
});
db.close();

const { db: reader, file } = openReadOnly(dataDir);
const html = reportHtml(collectReport(reader, '.data/docs-assistant.db', { days: 14 }));
reader.close();
void file;
const browser = await launchChromium();
// The top of the page: totals, the chart and the not-covered list (the full page would double the picture's weight).
const page = await browser.newPage({ viewport: { width: 1000, height: 980 }, deviceScaleFactor: 1 });
await page.setContent(html);
await page.screenshot({ path: OUT });
await browser.close();
await rm(dataDir, { recursive: true, force: true });
console.log(`wrote ${OUT}`);
