import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIXTURE_DOCS } from '../../../../test/support/local-service';

export interface ToolResult {
  content: Array<{ type: string; text?: string }>;
  structuredContent?: unknown;
  isError?: boolean;
}

/** A tool's structured result; fails the test with the tool's own words when it returned an error instead. */
export function toolJson<T>(result: ToolResult): T {
  if (result.isError) throw new Error(`tool error: ${result.content[0]?.text ?? ''}`);
  return result.structuredContent as T;
}

/** A fixture page's source as written, minus its front matter and the blank lines after it. */
export async function fixturePage(file: string, root = FIXTURE_DOCS): Promise<string> {
  const source = await readFile(join(root, file), 'utf8');
  return withoutFrontMatter(source);
}

/** Written here apart from the service's own stripping, so the test checks it rather than repeating it. */
export function withoutFrontMatter(source: string): string {
  if (!source.startsWith('---\n')) return source;
  const end = source.indexOf('\n---\n', 4);
  return source.slice(end + 5).replace(/^\n+/, '');
}
