/**
 * `npm run gallery`: every Storybook story as a picture, at 1280×800 and 390×844, light and dark, on one HTML page
 * (`.gallery/index.html`, PNGs beside it) for people to review. Not a snapshot test: nothing is compared.
 *
 * Builds `storybook-static/` when a source is newer (or `--rebuild`), then drives one Chromium with a few pages
 * (`--jobs`, default 4: most of a story's time is its canned answer streaming, not CPU). Each shot waits for the
 * story's `play` function to finish. `--only <text>` keeps stories whose id contains the text. `--readme` shoots only
 * the README's pictures and copies them to assets/readme/.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from '../launch-chromium';
import { galleryPage, type StoryEntry, type TakenShot } from './page';
import { README_SHOTS, README_DIR } from './readme-shots';
import { serveStatic } from './serve-static';
import { shoot, type Scheme, type Shot, type ViewportName } from './shoot';
import { buildOrReuseStorybook } from './storybook-build';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = join(root, '.gallery');

const { values } = parseArgs({
  options: {
    readme: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    only: { type: 'string' },
    jobs: { type: 'string', default: '4' },
  },
});
const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs must be a whole number ≥ 1, got "${values.jobs}".`);

interface IndexEntry extends StoryEntry {
  type: string;
  tags?: string[];
}

/** The shots of one story: phone stories at phone size only, scheme-pinned stories in their own scheme only. */
function shotsOf(entry: IndexEntry): Shot[] {
  const viewports: ViewportName[] = entry.tags?.includes('phone') ? ['phone'] : ['desktop', 'phone'];
  const schemes: Scheme[] = entry.tags?.includes('scheme-pinned') ? ['dark'] : ['light', 'dark'];
  return viewports.flatMap((viewport) =>
    schemes.map((scheme) => ({ id: entry.id, viewport, scheme, file: `${entry.id}--${viewport}-${scheme}.png` })),
  );
}

const started = performance.now();
const { dir, built } = await buildOrReuseStorybook(root, values.rebuild);
const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

let planned = stories.flatMap(shotsOf);
if (values.readme) {
  planned = README_SHOTS.map(({ shot }) => ({ ...shot, file: `${shot.id}--${shot.viewport}-${shot.scheme}.png` }));
} else if (values.only) {
  planned = planned.filter((shot) => shot.id.includes(values.only!));
}
if (planned.length === 0) throw new Error(`No story matches --only "${values.only}".`);

// A full run starts clean; `--only` and `--readme` add their pictures to what is there.
const partial = values.readme || values.only !== undefined;
if (!partial) await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

const browser = await launchChromium();
const taken: TakenShot[] = [];
try {
  const context = await browser.newContext({ deviceScaleFactor: 1 });
  await serveStatic(context, dir);
  const queue = [...planned];
  // A few pages take shots off one queue; each page is reused for every shot it takes.
  await Promise.all(
    Array.from({ length: Math.min(jobs, queue.length) }, async () => {
      const page = await context.newPage();
      for (let shot = queue.shift(); shot; shot = queue.shift()) {
        const status = await shoot(page, shot, join(outDir, shot.file));
        taken.push({ ...shot, status });
        process.stdout.write(status === 'ok' ? '.' : status === 'error' ? 'E' : 'T');
      }
      await page.close();
    }),
  );
  process.stdout.write('\n');
} finally {
  await browser.close();
}

// The page lists shots in the index's order, whatever order the pages finished them in.
const order = new Map(planned.map((shot, i) => [shot.file, i]));
taken.sort((a, b) => order.get(a.file)! - order.get(b.file)!);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const storyCount = new Set(taken.map((s) => s.id)).size;
const note = `${taken.length} shots of ${storyCount} ${storyCount === 1 ? 'story' : 'stories'}, ${new Date().toISOString()}, ${seconds} s.`;
const pagePath = join(outDir, 'index.html');
// `--readme` refreshes the README's pictures and leaves the page of the last full (or `--only`) run as it was.
if (!values.readme) await writeFile(pagePath, galleryPage(stories, taken, note));

if (values.readme) {
  await mkdir(join(root, README_DIR), { recursive: true });
  for (const { shot, name } of README_SHOTS) {
    await copyFile(join(outDir, `${shot.id}--${shot.viewport}-${shot.scheme}.png`), join(root, README_DIR, name));
    console.log(`README picture: ${join(README_DIR, name)}`);
  }
}

const failed = taken.filter((shot) => shot.status !== 'ok');
console.log(`Storybook ${built ? 'built' : 'reused'}: ${relative(root, dir)}/`);
console.log(
  values.readme
    ? `${taken.length} screenshots in ${relative(root, outDir)}/, ${seconds} s`
    : `Gallery: ${pagePath} (${taken.length} screenshots, ${seconds} s)`,
);
for (const shot of failed) console.log(`  ${shot.status === 'error' ? 'play failed' : 'timed out'}: ${shot.file}`);
if (failed.length > 0) process.exitCode = 1;
