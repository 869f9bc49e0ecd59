import type { Page } from 'playwright-core';
import { storyUrl } from './serve-static';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export type Scheme = 'light' | 'dark';

export interface Shot {
  id: string;
  viewport: ViewportName;
  scheme: Scheme;
  /** The PNG's file name inside the gallery folder. */
  file: string;
}

/** How a story ended: its play function finished, threw (Storybook shows its error screen), or never finished. */
export type ShotStatus = 'ok' | 'error' | 'timeout';

/** Longest a story may take to reach its state (the slowest streams a full answer, ~5 s on a loaded machine). */
const STORY_TIMEOUT_MS = 60_000;

/**
 * Renders one story in `page` at its size and scheme, waits until Storybook says the story is done (its render and
 * `play` function have run: the preview's current render reaches the `finished` phase), then takes the picture.
 */
export async function shoot(page: Page, shot: Shot, outFile: string): Promise<ShotStatus> {
  await page.setViewportSize(VIEWPORTS[shot.viewport]);
  await page.emulateMedia({ colorScheme: shot.scheme });
  await page.goto(storyUrl(shot.id, shot.scheme));
  let status: ShotStatus = 'ok';
  try {
    await page.waitForFunction(
      (id) => {
        const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && render.phase === 'finished';
      },
      shot.id,
      { timeout: STORY_TIMEOUT_MS, polling: 100 },
    );
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) status = 'error';
    // A story with no play function is "finished" as soon as it mounts, maybe while the panel's lazy chunk still
    // loads (the shell, `data-state="loading"`): picture the panel, not the shell.
    await page
      .locator('[data-da-slot="panel"][data-state="loading"]')
      .waitFor({ state: 'detached', timeout: STORY_TIMEOUT_MS });
  } catch {
    status = 'timeout';
  }
  // Web fonts and the last layout settle before the picture; animations and the caret are frozen by the screenshot.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(done))));
  await page.screenshot({ path: outFile, animations: 'disabled', caret: 'hide' });
  return status;
}
