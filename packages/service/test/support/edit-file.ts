import { utimes, writeFile } from 'node:fs/promises';

/**
 * Rewrites a file with a modification time that differs from the last write's, however fast the disk: `seconds`
 * past a fixed moment, a different number for each edit a test makes to the same file.
 */
export async function edit(file: string, text: string, seconds: number): Promise<void> {
  await writeFile(file, text);
  const at = new Date(Date.UTC(2030, 0, 1, 0, 0, seconds));
  await utimes(file, at, at);
}
