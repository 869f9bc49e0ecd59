import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

/** Documentation formats the local service does not read, named as their writers know them. */
const OTHER_FORMATS: Record<string, string> = {
  '.rst': 'reStructuredText (.rst)',
  '.adoc': 'AsciiDoc (.adoc)',
  '.asciidoc': 'AsciiDoc (.asciidoc)',
  '.ipynb': 'Jupyter notebook (.ipynb)',
  '.org': 'Org (.org)',
};
/** Entries looked at: enough for any docs folder's sources, bounded for a home directory passed by mistake. */
const MAX_ENTRIES = 20_000;

/** How many files of each other documentation format are under `folder` (dot folders and node_modules skipped). */
function otherFormats(folder: string): Map<string, number> {
  const counts = new Map<string, number>();
  const folders = [folder];
  let seen = 0;
  while (folders.length > 0 && seen < MAX_ENTRIES) {
    const dir = folders.pop() as string;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (++seen > MAX_ENTRIES) break;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      // Links are not followed: this only words an error message.
      if (entry.isDirectory()) folders.push(join(dir, entry.name));
      const format = entry.isFile() ? OTHER_FORMATS[extname(entry.name).toLowerCase()] : undefined;
      if (format) counts.set(format, (counts.get(format) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The message for a docs folder with no Markdown in it. A Sphinx site in reStructuredText or an Antora site in
 * AsciiDoc passed the right folder: it is told its format is not read, rather than to pass another folder.
 */
export function noMarkdownMessage(folder: string): string {
  const none = `no markdown files (.md, .mdx, .markdown) in ${folder}`;
  const found = [...otherFormats(folder)].sort((a, b) => b[1] - a[1]);
  if (found.length === 0) return `${none}. Pass --docs <the folder that holds your docs>.`;
  const listed = found.map(([format, count]) => `${count} ${format} file${count === 1 ? '' : 's'}`).join(', ');
  return (
    `${none}: it holds ${listed}, which the local service does not read. It reads Markdown only ` +
    `(Sphinx sites written in MyST Markdown are read); pass a folder of Markdown docs with --docs.`
  );
}
