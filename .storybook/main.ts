import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the `<DocsAssistant>` widget. Every story streams through a canned transport, so the whole catalogue
 * works offline; only the "Live" stories talk to a local `docs-assistant serve`.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: {
    name: '@storybook/react-vite',
    // The root vite.config.ts is the library build (lib entries, externals); Storybook needs an app build instead.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: {
    // The machine (and many CI runners) have no internet: no telemetry, crash reports or "what's new" fetches.
    disableTelemetry: true,
    enableCrashReports: false,
    disableWhatsNewNotifications: true,
  },
  // Prop tables are not worth a docgen pass over every .tsx on each build; stories declare their own argTypes.
  typescript: { reactDocgen: false },
};

export default config;
