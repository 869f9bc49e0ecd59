import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';

// Shared, noisy machines: give `findBy*` room. This bounds waiting, it asserts nothing about speed.
configure({ asyncUtilTimeout: 5000 });

// The panel and the chat engine are lazy chunks; transforming them on first use would eat the first test's
// waiting time.
beforeAll(async () => {
  await Promise.all([import('../../src/ui/panel'), import('../../src/engine')]);
});

// Before as well as after: a widget unmounted by the previous test may still persist its stopped answer.
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});
