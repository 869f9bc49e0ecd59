import { openSync, readSync, closeSync, readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/** A walk for headless bundles stops after this many folders: the pages' own listing is bounded the same way. */
const MAX_FOLDERS = 5000;
/** Front matter is at a file's top: only this much of a bundle's index file is read. */
const HEAD_BYTES = 4096;

/**
 * The folders of a Hugo content folder whose pages Hugo never publishes, as patterns over a file's path in it
 * (`^_common/`): headless bundles, whose index file (`_index.md`, `index.md`) says `headless: true` or
 * `render: never` (itself or by `cascade`, as gohugo.io's `_common/` of snippets that pages `{{% include %}}`).
 * Their files are still read as includes; they are never pages, so never cited at a path that 404s. The same for
 * the files of a leaf bundle (a folder with `index.md`), which Hugo serves as that page's resources, not as pages
 * (Docsy's `shortcodes/includes/installation.md` beside `shortcodes/index.md`).
 */
export function hugoHeadlessFolders(root: string): string[] {
  const patterns: string[] = [];
  const queue = [''];
  let visited = 0;
  while (queue.length > 0 && visited < MAX_FOLDERS) {
    const folder = queue.shift() as string;
    visited++;
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, folder), { withFileTypes: true });
    } catch {
      continue;
    }
    const index = entries.find((entry) => entry.isFile() && /^_?index\.(md|markdown)$/i.test(entry.name));
    const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (folder && index && isHeadless(join(root, folder, index.name))) {
      patterns.push(`^${escaped}/`);
      continue;
    }
    // A leaf bundle (`index.md`, no underscore): the files in and below its folder are the page's resources.
    if (folder && index && !index.name.startsWith('_')) {
      patterns.push(`^${escaped}/(?!${index.name.replace('.', '\\.')}$)`);
      continue;
    }
    for (const entry of entries)
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
        queue.push(folder ? `${folder}/${entry.name}` : entry.name);
  }
  return patterns;
}

function isHeadless(file: string): boolean {
  let head: string;
  try {
    const fd = openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(HEAD_BYTES);
      head = buffer.toString('utf8', 0, readSync(fd, buffer, 0, HEAD_BYTES, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
  const front = /^(?:---|\+\+\+)\r?\n([\s\S]*?)\r?\n(?:---|\+\+\+)/.exec(head)?.[1] ?? '';
  return /^\s*headless\s*[:=]\s*true\b/m.test(front) || /^\s*render\s*[:=]\s*['"]?never\b/m.test(front);
}
