import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseFrontMatter } from '../../packages/service/src/retrieval/front-matter';
import { pagePathForFile } from '../../packages/service/src/retrieval/page-path';

export interface DocsPage {
  /** URL path, the same one retrieval cites as a source (`/getting-started`). */
  path: string;
  title: string;
  description: string;
  /** Sidebar position from front matter `order`, then title. */
  order: number;
  /** Markdown without front matter. */
  body: string;
}

/** Retrieval's front matter reader ignores `order`: it is the demo's own field, for the sidebar only. */
const ORDER = /^order:\s*(\d+)\s*$/m;

/** The markdown files of `folder` (top level and below), each with the path the local service cites it by. */
export async function readDocsPages(folder: string): Promise<DocsPage[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.md$/i.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const pages = await Promise.all(
    files.map(async (file): Promise<DocsPage> => {
      const source = await readFile(file, 'utf8');
      const { data, body } = parseFrontMatter(source);
      const path = pagePathForFile(relative(folder, file));
      const frontMatter = source.slice(0, source.length - body.length);
      return {
        path,
        title: data.title ?? path,
        description: data.description ?? '',
        order: Number(ORDER.exec(frontMatter)?.[1] ?? Number.MAX_SAFE_INTEGER),
        body,
      };
    }),
  );
  return pages.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}
