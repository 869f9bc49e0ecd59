import { chromium, type Browser } from 'playwright-core';

// The machine's closed network refuses Chromium's background connections; these flags keep it quiet and fast.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium (or `CHROMIUM_PATH`) with a fresh profile, as every browser suite, the bench and the demo check
 * drive it: a tool's own browser download cannot work on these machines.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
}
