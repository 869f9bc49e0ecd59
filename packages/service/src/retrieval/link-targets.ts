import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontMatter } from './front-matter';
import type { Generator } from './generator';
import type { RouteFields } from './page-path';

/** Front matter is at a file's top: only this much of a linked page is read. */
const HEAD_BYTES = 8192;
/** A page's links to read the targets of; past this, links keep the targets' file paths. */
const MAX_TARGETS = 200;
/** Generators that move a page by its own front matter (page-path.ts). */
const MOVED_BY_FRONT_MATTER: ReadonlySet<Generator> = new Set(['docusaurus', 'starlight', 'hugo']);

/**
 * The route fields of the pages a page links to, read from their files (relative to the docs folder `root`) as the
 * link is rewritten (site-links.ts); `read` lists the files read, which the page then depends on: a target that
 * gains or changes a `slug` moves the link.
 */
export function linkTargets(root: string, generator: Generator) {
  const read: string[] = [];
  const fields = new Map<string, RouteFields>();
  const fieldsOf = (file: string): RouteFields => {
    if (!MOVED_BY_FRONT_MATTER.has(generator)) return {};
    const known = fields.get(file);
    if (known) return known;
    if (fields.size >= MAX_TARGETS) return {};
    const path = join(root, file);
    const { slug, id, url } = parseFrontMatter(head(path)).data;
    const found: RouteFields = { ...(slug ? { slug } : {}), ...(id ? { id } : {}), ...(url ? { url } : {}) };
    fields.set(file, found);
    read.push(path);
    return found;
  };
  return { fieldsOf, read };
}

function head(file: string): string {
  try {
    const fd = openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(HEAD_BYTES);
      return buffer.toString('utf8', 0, readSync(fd, buffer, 0, HEAD_BYTES, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}
