// One start of the local service on a docs folder, in a process of its own so its memory is its own: how long until
// ready, RSS then (and the peak), the time to the first byte of an answer's stream over real questions, and the time
// to a whole search answer (POST /discovery/v1/search) over keyword queries, each as typed in full and half typed.
// Run by scale.ts; prints one JSON line. Options: --docs, --data-dir, --questions <json file>..., --count N,
// --searches <json file: an array of queries>, --watch-file.
import { appendFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createLocalService } from '../../packages/service/src';
import { typedSoFar } from '../typed-so-far';

const { values } = parseArgs({
  options: {
    docs: { type: 'string' },
    'data-dir': { type: 'string' },
    questions: { type: 'string', multiple: true },
    count: { type: 'string' },
    searches: { type: 'string' },
    'watch-file': { type: 'string' },
  },
});
const KEY = 'mint_dsc_scale';
const questions = (values.questions ?? []).flatMap((file) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { questions: Array<{ q: string }> }).questions.map((q) => q.q),
);
const count = Number(values.count ?? 50);
const searches = values.searches ? (JSON.parse(readFileSync(values.searches, 'utf8')) as string[]) : [];

const started = performance.now();
const cpuBefore = process.cpuUsage();
const service = createLocalService({
  docs: values.docs ?? 'docs',
  dataDir: values['data-dir'],
  model: null,
  assistantKeys: [KEY],
  adminKeys: ['mint_scale_admin'],
  rateLimits: { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 },
  chunkDelayMs: 0,
  watch: values['watch-file'] !== undefined,
  warn: () => undefined,
});
const info = await service.ready;
const readyMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const readyCpuMs = (cpu.user + cpu.system) / 1000;
const rssReady = process.memoryUsage().rss;
// The peak so far: the load's own, before saving the index and answering add theirs.
const peakRssReady = process.resourceUsage().maxRSS * 1024;
const { url } = await service.listen(0, '127.0.0.1');

/** Time until the first byte of the answer's body, then the whole answer. */
async function ask(question: string): Promise<{ firstByte: number; text: string }> {
  const t = performance.now();
  const response = await fetch(`${url}/discovery/v2/assistant/scale/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: JSON.stringify({
      fp: 'scale',
      messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: question }] }],
    }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let chunk = await reader.read();
  const firstByte = performance.now() - t;
  let text = '';
  while (!chunk.done) {
    text += decoder.decode(chunk.value, { stream: true });
    chunk = await reader.read();
  }
  return { firstByte, text };
}

const firstBytes: number[] = [];
for (let i = 0; i < count; i++) firstBytes.push((await ask(questions[i % questions.length] ?? 'install')).firstByte);
firstBytes.sort((a, b) => a - b);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const at = (p: number) => percentile(firstBytes, p);

/** Time until the whole search answer (a JSON array of up to 10 results) is read. */
async function search(query: string): Promise<number> {
  const t = performance.now();
  const response = await fetch(`${url}/discovery/v1/search/scale`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: JSON.stringify({ query }),
  });
  if (!response.ok) throw new Error(`search answered ${response.status}: ${await response.text()}`);
  await response.json();
  return performance.now() - t;
}
const searchTimes: number[] = [];
for (const query of searches) searchTimes.push(await search(query), await search(typedSoFar(query)));
searchTimes.sort((a, b) => a - b);

// --watch: an edit to one file is answered from without a restart. The time is from the write to the first answer
// that quotes the new text (polled, each poll a real question).
let watchMs: number | undefined;
if (values['watch-file']) {
  const word = `zyxwatchword${Date.now().toString(36)}`;
  const t = performance.now();
  await appendFile(
    values['watch-file'],
    `\n\n## Scale bench edit\n\nThe ${word} setting was added by the scale bench.\n`,
  );
  for (let tries = 0; tries < 600; tries++) {
    // The answer's own text, not the stream's echo of the question.
    const answer = (await ask(`what is the ${word} setting`)).text
      .split('\n')
      .filter((line) => line.includes('"text-delta"'))
      .join('');
    if (answer.includes(word)) {
      watchMs = performance.now() - t;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

await service.close();
console.log(
  JSON.stringify({
    pages: info.pages,
    sections: info.sections,
    readyMs,
    readyCpuMs,
    rssReadyMiB: rssReady / 1048576,
    peakRssReadyMiB: peakRssReady / 1048576,
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
    firstByteP50: at(0.5),
    firstByteP95: at(0.95),
    searches: searchTimes.length,
    searchP50: percentile(searchTimes, 0.5),
    searchP95: percentile(searchTimes, 0.95),
    watchMs,
  }),
);
