import { vi } from 'vitest';
import { loadPanel } from '../../../src/ui/lazy-panel';

/**
 * Makes the panel's chunk arrive only when the test calls the returned `release`: a slow network. The test file
 * must mock the loader first (`vi.mock('../../../src/ui/lazy-panel', …)` with `loadPanel: vi.fn(actual.loadPanel)`).
 * Once a chunk has loaded, React keeps it for the rest of the file: the shell shows in a file's first open only.
 */
export function holdPanelChunk(): () => void {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(loadPanel).mockImplementation(async () => {
    await arrived;
    const actual = await vi.importActual<typeof import('../../../src/ui/lazy-panel')>('../../../src/ui/lazy-panel');
    return actual.loadPanel();
  });
  return release;
}
