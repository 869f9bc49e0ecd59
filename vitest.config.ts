import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup/jsdom.ts'],
          restoreMocks: true,
          // A bound on hangs, not a speed assertion: the machines are shared and a cold transform of the chat
          // engine can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'node',
          include: ['test/node/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: two cores, and each suite starts its own browser and servers.
          fileParallelism: false,
        },
      },
    ],
  },
});
