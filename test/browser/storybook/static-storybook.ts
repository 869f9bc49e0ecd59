import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildStorybook as buildStorybookInto } from '../../../scripts/gallery/storybook-build';
import { STORYBOOK_ORIGIN, serveStatic } from '../../../scripts/gallery/serve-static';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds the Storybook into a fresh temporary folder, as `npm run build-storybook` does, and returns the folder. */
export async function buildStorybook(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'da-storybook-'));
  await buildStorybookInto(projectRoot, outDir);
  return outDir;
}

/**
 * Serves `dir` to `page` at STORYBOOK_ORIGIN and refuses every other request, recording it: the stories must work
 * with no network at all.
 */
export async function serveStorybook(page: Page, dir: string): Promise<string[]> {
  const outside: string[] = [];
  await serveStatic(page, dir, (url) => outside.push(url));
  return outside;
}

/** The URL of one story rendered alone, as Storybook's preview iframe shows it. */
export const storyUrl = (id: string) => `${STORYBOOK_ORIGIN}/iframe.html?id=${id}&viewMode=story`;

/**
 * Shows story `id` in `page` with the scheme given, and resolves once it has rendered, its play function has run and
 * Storybook is done with it (`storyFinished`: switching away from a story still pending makes Storybook reload the
 * page); rejects with Storybook's error where the story fails. Later calls switch stories inside the preview, as
 * Storybook's own sidebar does: the story shown is unmounted and the next one mounted, its canned transport and
 * in-memory storage made afresh, without loading and running the preview's megabyte of script again for every test.
 * The preview is loaded afresh for the first story, the story already shown and a change of scheme (a changed global
 * re-renders the story shown, and Storybook reloads the page when a story is switched away from mid-render).
 */
export async function showStory(page: Page, id: string, scheme: 'light' | 'dark' = 'light'): Promise<void> {
  const shown = await page
    .evaluate(() => (window as unknown as Partial<StorybookWindow>).__STORYBOOK_PREVIEW__?.currentRender?.id)
    .catch(() => undefined);
  if (!shown || shown === id || schemeShown.get(page) !== scheme) {
    schemeShown.set(page, scheme);
    if (!failuresRecorded.has(page)) {
      failuresRecorded.add(page);
      await page.addInitScript(recordFailures, FAILURES);
    }
    await page.goto(`${storyUrl(id)}&globals=scheme:${scheme}`);
    await page.waitForFunction(() => {
      const phase = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'finished' || phase === 'errored';
    });
    const failures = await page.evaluate(() => (window as unknown as StorybookWindow).__storyFailures ?? []);
    if (failures.length > 0) throw new Error(`Story ${id} failed to render: ${failures.join('; ')}`);
    return;
  }
  await page.evaluate(
    ({ id, failures }) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const onFinished = ({ storyId }: { storyId: string }) => {
          if (storyId !== id) return;
          stopListening();
          resolve();
        };
        const onFailure = (error: unknown) => {
          stopListening();
          reject(new Error(`Story ${id} failed to render: ${JSON.stringify(error)}`));
        };
        const stopListening = () => {
          channel.off('storyFinished', onFinished);
          for (const event of failures) channel.off(event, onFailure);
        };
        channel.on('storyFinished', onFinished);
        for (const event of failures) channel.on(event, onFailure);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id, failures: FAILURES },
  );
}

const schemeShown = new WeakMap<Page, 'light' | 'dark'>();

/**
 * Storybook's events for a story that failed. A play function that throws (a failed `expect`, a `findBy…` that timed
 * out) is one of them, and nothing else says so: the render's phase still ends "finished" and `storyFinished` says
 * "success".
 */
const FAILURES = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];

const failuresRecorded = new WeakSet<Page>();

/**
 * Runs in the page before Storybook (an init script): records the failures of the story a page load shows, from the
 * moment Storybook creates its channel, before anything renders.
 */
function recordFailures(events: string[]) {
  const page = window as unknown as StorybookWindow;
  let channel: StorybookWindow['__STORYBOOK_ADDONS_CHANNEL__'] | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: StorybookWindow['__STORYBOOK_ADDONS_CHANNEL__']) {
      channel = value;
      page.__storyFailures = [];
      for (const event of events)
        value.on(event, (error: { message?: string }) => page.__storyFailures!.push(`${event}: ${error?.message}`));
    },
  });
}

/** What of Storybook's preview iframe `showStory` uses. */
interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (payload: never) => void): void;
    off(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __STORYBOOK_PREVIEW__: { currentRender?: { id: string; phase?: string } };
  /** What `recordFailures` saw go wrong since the page loaded. */
  __storyFailures?: string[];
}
