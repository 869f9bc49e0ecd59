// `npx tsx scripts/bench/mcp.ts`: what serving the docs to agents costs, on a generated corpus (default 500 pages ×
// 20 sections = 10,000 sections, ~13 MB). Side by side in one run:
//   - start-up: the index alone (loadDocsIndex) vs the index plus the pages' sources kept for llms/MCP (loadDocs);
//   - search: index.retrieve in process vs search_docs over POST /mcp (a fresh MCP server per request), p50/p95;
//   - llms-full.txt: time to download it whole and the longest event-loop delay while it streamed.
// Options: --pages N, --sections N (per page), --calls N (search calls per side, default 100).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createLocalService } from '../../packages/service/src';
import { loadDocs } from '../../packages/service/src/llms/load-pages';
import { loadDocsIndex } from '../../packages/service/src/retrieval/load-docs';

const { values } = parseArgs({
  options: { pages: { type: 'string' }, sections: { type: 'string' }, calls: { type: 'string' } },
});
const PAGES = Number(values.pages ?? 500);
const SECTIONS = Number(values.sections ?? 20);
const CALLS = Number(values.calls ?? 100);
const KEY = 'mint_dsc_bench';
const TOPICS = ['render', 'cache', 'deploy', 'theme', 'auth', 'logging', 'plugins', 'routing', 'export', 'testing'];

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function writeCorpus(docs: string): Promise<void> {
  for (let p = 0; p < PAGES; p++) {
    const folder = join(docs, `area-${p % 10}`);
    await mkdir(folder, { recursive: true });
    const sections = Array.from({ length: SECTIONS }, (_, s) => {
      const topic = TOPICS[(p + s) % TOPICS.length];
      return `## ${topic} option ${p}-${s}\n\nSet \`${topic}.level${s}\` to change how ${topic} works on page ${p}. ${'Widgets are configured per dashboard and per panel. '.repeat(20)}\n`;
    });
    await writeFile(
      join(folder, `page-${p}.md`),
      `---\ntitle: Page ${p}\n---\n\n# Page ${p}\n\n${sections.join('\n')}`,
    );
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const root = await mkdtemp(join(tmpdir(), 'docs-assistant-bench-mcp-'));
try {
  const docs = join(root, 'docs');
  await writeCorpus(docs);

  // Alternated twice, best of each kept: the first load also warms the JIT, and the machine is shared.
  const indexOnly: number[] = [];
  const both: number[] = [];
  let withPages = await timed(() => loadDocs(docs));
  for (let round = 0; round < 2; round++) {
    indexOnly.push((await timed(() => loadDocsIndex(docs))).ms);
    withPages = await timed(() => loadDocs(docs));
    both.push(withPages.ms);
  }
  const sections = withPages.value.index.sections.length;
  console.log(`corpus: ${PAGES} pages, ${sections} sections`);
  console.log(
    `start-up   index alone ${ms(Math.min(...indexOnly))} | index + sources ${ms(Math.min(...both))} (best of 2 each, alternated)`,
  );

  const index = withPages.value.index;

  const service = createLocalService({
    docs: index,
    dataDir: join(root, 'data'),
    assistantKeys: [KEY],
    adminKeys: ['mint_bench_admin'],
    model: null,
    rateLimits: { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 },
  });
  const { url } = await service.listen(0);
  const direct: number[] = [];
  const overHttp: number[] = [];
  // Interleaved, so both sides meet the same load on a shared machine.
  for (let i = 0; i < CALLS; i++) {
    const before = performance.now();
    index.retrieve(`how do I change ${TOPICS[i % TOPICS.length]} level${i % SECTIONS}`, { limit: 8 });
    direct.push(performance.now() - before);
    const started = performance.now();
    const response = await fetch(`${url}/mcp`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${KEY}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'Mcp-Protocol-Version': '2025-06-18',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: i,
        method: 'tools/call',
        params: {
          name: 'search_docs',
          arguments: { query: `how do I change ${TOPICS[i % TOPICS.length]} level${i % SECTIONS}` },
        },
      }),
    });
    await response.text();
    overHttp.push(performance.now() - started);
  }
  direct.sort((a, b) => a - b);
  overHttp.sort((a, b) => a - b);
  console.log(
    `search     index.retrieve p50 ${ms(pct(direct, 0.5))} p95 ${ms(pct(direct, 0.95))} | search_docs over /mcp p50 ${ms(pct(overHttp, 0.5))} p95 ${ms(pct(overHttp, 0.95))} (${CALLS} calls each)`,
  );

  // The service above was given a built index (pages rebuilt from sections); llms-full.txt from a folder-loaded one.
  await service.close();
  const fromFolder = createLocalService({
    docs,
    dataDir: join(root, 'data2'),
    assistantKeys: [KEY],
    adminKeys: ['mint_bench_admin'],
    model: null,
  });
  const second = await fromFolder.listen(0);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const response = await fetch(`${second.url}/llms-full.txt`);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  loop.disable();
  console.log(
    `llms-full  ${Math.round(bytes / 1e6)} MB in ${ms(performance.now() - started)}; longest event-loop delay while streaming ${ms(loop.max / 1e6)}`,
  );
  await fromFolder.close();
} finally {
  await rm(root, { recursive: true, force: true });
}
