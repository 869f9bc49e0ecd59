// The service's parse pool (packages/service/src/retrieval/parse-pool.ts) against tinypool and piscina, side by side
// in one run: each parses the same docs files from a cold start in a process of its own, fed as the docs loader
// feeds its pool (parseConcurrency files in flight, each read just before it is parsed), with the main thread alone
// as the reference. Per run: wall and CPU time (process-wide, every thread) from creating the pool to closing it,
// and the process's peak RSS. Then each pool meets a worker that dies on one file and a worker that cannot start.
//
// tinypool and piscina are not dependencies: to run this, install them in a scratch folder, copy this file there,
// and run it with the repo's Node (tsx loads the service's sources, in the workers too):
//   mkdir /tmp/pools && cd /tmp/pools && npm init -y && npm install tinypool@2 piscina@5
//   cp <repo>/scripts/bench/parse-pools.mjs . && <repo>/node_modules/.bin/node parse-pools.mjs --repo <repo> [--rounds 3]
// Plain JavaScript so the repo's typecheck, which has neither package, leaves it alone.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';

const { values } = parseArgs({
  options: {
    repo: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    corpus: { type: 'string', multiple: true },
    child: { type: 'string' },
    scenario: { type: 'string', default: 'parse' },
  },
});
const repo = resolve(values.repo ?? '.');
const here = fileURLToPath(import.meta.url);
const corpora = values.corpus ?? ['eval/corpora'].map((folder) => join(repo, folder));
const VARIANTS = ['main-thread', 'ours', 'tinypool', 'piscina'];

const source = (path) => pathToFileURL(join(repo, 'packages/service/src', path)).href;

/** A task module for the libraries: the service's own parser, as parse-worker.ts runs it. */
async function writeTasks() {
  const parseFile = JSON.stringify(source('retrieval/parse-file.ts'));
  const tasks = {
    'task-parse.mjs': `import { parseDocsFile } from ${parseFile};\nexport default ({ name, source }) => parseDocsFile(name, source, 'github');\n`,
    // Dies on crash.md as a worker out of memory would: an uncaught error ends the thread with the file in hand.
    'task-crash.mjs': `import { parseDocsFile } from ${parseFile};\nexport default ({ name, source }) => name === 'crash.md' ? new Promise(() => setImmediate(() => { throw new Error('the parser blew up'); })) : parseDocsFile(name, source, 'github');\n`,
    'task-unstartable.mjs': `throw new Error('this worker cannot load');\n`,
  };
  const dir = join(here, '..');
  for (const [name, text] of Object.entries(tasks)) await writeFile(join(dir, name), text);
  return (name) => pathToFileURL(join(dir, name)).href;
}

/**
 * The libraries behind the contract the loader needs from a pool (parse-pool.ts's ParsePool): `parse` never
 * rejects; a file whose worker died is skipped with its reason; workers that cannot start leave the parsing to the
 * main thread with one warning. Neither library says when a worker has loaded, so a first task (an empty page)
 * stands in for ours' `ready` message: if it fails, the workers could not start. What these adapters hold is what
 * a switch would have to keep of ours.
 */
function libraryPool(pool, parseHere, warn) {
  // Without a listener, an error in a worker with no task in hand (one that fails as it loads) is thrown on the
  // main thread by the pool's EventEmitter, and ends the process.
  pool.on('error', () => {});
  const started = pool.run({ name: 'ready.md', source: '' }).then(
    () => true,
    (error) => {
      warn(`docs: parse workers could not start (${error.message}); parsing on the main thread`);
      return false;
    },
  );
  return {
    async parse(name, text) {
      if (!(await started)) return parseHere(name, text);
      try {
        return await pool.run({ name, source: text });
      } catch (error) {
        return { skipped: `the parser stopped on it (${error.message})`, cause: 'unparsable' };
      }
    },
    close: () => pool.destroy(),
  };
}

async function makePool(variant, task, warn) {
  const { parseDocsFile } = await import(source('retrieval/parse-file.ts'));
  const { createParsePool, poolSize } = await import(source('retrieval/parse-pool.ts'));
  const parseHere = (name, text) => parseDocsFile(name, text, 'github');
  const size = poolSize();
  if (variant === 'main-thread') return { parse: async (name, text) => parseHere(name, text), close: async () => {} };
  if (variant === 'ours') {
    const workerUrl =
      task === 'task-parse.mjs'
        ? undefined
        : new URL(
            task === 'task-crash.mjs'
              ? 'test/support/crashing-parse-worker.ts'
              : 'test/support/unstartable-parse-worker.ts',
            pathToFileURL(join(repo, 'packages/service/')),
          );
    return createParsePool('github', warn, { size, workerUrl });
  }
  const filename = (await writeTasks())(task);
  if (variant === 'tinypool') {
    const { default: Tinypool } = await import('tinypool');
    return libraryPool(new Tinypool({ filename, minThreads: size, maxThreads: size }), parseHere, warn);
  }
  const { default: Piscina } = await import('piscina');
  return libraryPool(new Piscina({ filename, minThreads: size, maxThreads: size }), parseHere, warn);
}

async function childParse(variant) {
  const { listDocsFiles } = await import(source('retrieval/list-docs-files.ts'));
  const { parseConcurrency } = await import(source('retrieval/parse-pool.ts'));
  const files = [];
  for (const folder of corpora) {
    const listed = await listDocsFiles(folder);
    files.push(...listed.files.map((file) => ({ file, name: relative(listed.root, file) })));
  }
  const warnings = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pool = await makePool(variant, 'task-parse.mjs', (line) => warnings.push(line));
  let next = 0;
  let sections = 0;
  let bytes = 0;
  const work = async () => {
    for (let item = files[next++]; item; item = files[next++]) {
      const text = await readFile(item.file, 'utf8');
      bytes += text.length;
      const result = await pool.parse(item.name, text);
      if ('page' in result) sections += result.page.sections.length;
    }
  };
  await Promise.all(Array.from({ length: parseConcurrency(variant === 'main-thread' ? undefined : pool) }, work));
  await pool.close();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    files: files.length,
    bytes,
    sections,
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
    warnings,
  };
}

/** A worker that dies on crash.md, or workers that cannot start: what the loader would get back. */
async function childFault(variant, scenario) {
  const warnings = [];
  const pool = await makePool(variant, `task-${scenario}.mjs`, (line) => warnings.push(line));
  const names = [
    'a.md',
    ...(scenario === 'crash' ? ['crash.md'] : []),
    ...Array.from({ length: 18 }, (_, n) => `n${n}.md`),
  ];
  const started = performance.now();
  const results = await Promise.race([
    Promise.all(
      names.map((name) => pool.parse(name, `# ${name}\n\nText.\n`).catch((error) => ({ rejected: error.message }))),
    ),
    new Promise((resolve) => setTimeout(() => resolve('hung for 30 s'), 30_000).unref()),
  ]);
  await Promise.race([pool.close(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  if (typeof results === 'string') return { outcome: results, warnings };
  const parsed = results.filter((result) => 'page' in result).length;
  const others = results.filter((result) => !('page' in result)).map((result) => JSON.stringify(result).slice(0, 120));
  return {
    outcome: `${parsed}/${names.length} parsed in ${Math.round(performance.now() - started)} ms`,
    others,
    warnings,
  };
}

const run = promisify(execFile);
const loader = pathToFileURL(join(repo, 'node_modules/tsx/dist/loader.mjs')).href;

async function child(variant, scenario) {
  const args = ['--import', loader, here, '--repo', repo, '--child', variant, '--scenario', scenario];
  for (const folder of corpora) args.push('--corpus', folder);
  try {
    const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024, cwd: join(here, '..') });
    return JSON.parse(stdout.trim().split('\n').pop());
  } catch (error) {
    // A worker's error that reaches the main thread ends the whole process: that is the outcome.
    const thrown = error.stderr?.split('\n').find((line) => /^\w*Error\b/.test(line));
    return { outcome: `the process died (exit ${error.code}): ${thrown ?? error.message.split('\n')[0]}` };
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (values.child) {
  const result =
    values.scenario === 'parse' ? await childParse(values.child) : await childFault(values.child, values.scenario);
  console.log(JSON.stringify(result));
  process.exit(0);
} else {
  const rounds = Number(values.rounds);
  const byVariant = Object.fromEntries(VARIANTS.map((variant) => [variant, []]));
  for (let round = 0; round < rounds; round++) {
    // Each round in another order, so no variant always runs first (or last) on a busy machine.
    const order = VARIANTS.map((_, i) => VARIANTS[(i + round) % VARIANTS.length]);
    for (const variant of order) byVariant[variant].push(await child(variant, 'parse'));
  }
  const first = byVariant['main-thread'][0];
  console.log(
    `Node ${process.version}; ${first.files} files, ${(first.bytes / 1e6).toFixed(2)} MB, ${first.sections} sections; ${rounds} rounds; medians:`,
  );
  console.log('variant      wall ms   cpu ms   peak RSS MiB   (each run: wall/cpu/rss)');
  for (const variant of VARIANTS) {
    const runs = byVariant[variant];
    if (runs.some((r) => r.sections !== first.sections)) console.log(`  ${variant}: sections differ!`);
    console.log(
      `${variant.padEnd(12)} ${String(Math.round(median(runs.map((r) => r.wallMs)))).padStart(7)} ${String(Math.round(median(runs.map((r) => r.cpuMs)))).padStart(8)} ${median(
        runs.map((r) => r.peakRssMiB),
      )
        .toFixed(0)
        .padStart(14)}   ` +
        runs.map((r) => `${Math.round(r.wallMs)}/${Math.round(r.cpuMs)}/${Math.round(r.peakRssMiB)}`).join('  ') +
        (runs[0].warnings.length ? `  warnings: ${runs[0].warnings.join('; ')}` : ''),
    );
  }
  for (const scenario of ['crash', 'unstartable']) {
    console.log(`\n${scenario === 'crash' ? 'A worker that dies on crash.md' : 'Workers that cannot start'}:`);
    for (const variant of VARIANTS.slice(1))
      console.log(`${variant.padEnd(10)} ${JSON.stringify(await child(variant, scenario))}`);
  }
}
