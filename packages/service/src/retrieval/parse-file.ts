import type { Generator } from './generator';
import { pagePathForFile } from './markdown-sections';
import type { CachedPage } from './cached-page';
import { splitPage } from './split-pages';

/**
 * One docs file's text parsed into its page, or why it is skipped. The same on the main thread and in a parse worker
 * (parse-worker.ts), so where a file is parsed never changes what it becomes.
 */
export function parseDocsFile(name: string, source: string, generator: Generator): CachedPage {
  const parsed = splitPage({ path: pagePathForFile(name), source, file: name }, generator);
  return 'sections' in parsed ? { page: parsed } : { skipped: parsed.message, cause: 'unparsable' };
}
