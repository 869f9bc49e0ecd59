import { stat } from 'node:fs/promises';

/** A file's size and modification time: what the page cache and the saved index trust a file by. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

/** Files stat'ed at once: enough to keep the disk busy, few enough to bound open handles. */
const BATCH = 64;

/** Each file's stamp, in order; undefined for a file gone since it was listed. Each file is stat'ed once. */
export async function stampFiles(files: readonly string[]): Promise<Array<FileStamp | undefined>> {
  const stamps: Array<FileStamp | undefined> = [];
  for (let i = 0; i < files.length; i += BATCH) {
    const batch = await Promise.all(files.slice(i, i + BATCH).map((file) => stat(file).catch(() => undefined)));
    for (const info of batch) stamps.push(info && { size: info.size, mtimeMs: info.mtimeMs });
  }
  return stamps;
}
