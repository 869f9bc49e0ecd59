// The browser suites launch Chromium the way the bench and the demo check do: one definition of how.
export { launchChromium } from '../../../scripts/launch-chromium';
