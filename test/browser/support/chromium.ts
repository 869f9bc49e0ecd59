// The browser suites launch Chromium the way the bench and the demo check do (scripts/launch-chromium.ts), once per
// test worker: the browser project shares modules across the files a worker runs one after another, and a launch
// cost about 1.7 s of CPU, 47 times a run on a two-core machine whose suites are bound by CPU.
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium as launch } from '../../../scripts/launch-chromium';

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, seen by one test file: its `close()` closes the contexts this file opened, so nothing a file
 * leaves open reaches the next, and each context is as fresh as in a browser of its own (contexts share no storage,
 * cache or cookies). The browser itself goes with the worker; one that crashed is launched again for the next file.
 */
export async function launchChromium(): Promise<Browser> {
  shared ??= launch().then(
    (browser) => {
      browser.on('disconnected', () => (shared = undefined));
      return browser;
    },
    (error: unknown) => {
      shared = undefined;
      throw error;
    },
  );
  return forOneFile(await shared);
}

function forOneFile(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.on('close', () => opened.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (...options) => track(await browser.newContext(...options)),
    newPage: async (...options) => {
      const page = await browser.newPage(...options);
      track(page.context());
      return page;
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key in own) return own[key as keyof Browser];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
