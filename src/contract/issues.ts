import type { z } from 'zod';

/**
 * `{error}` text that names the field, the same from the proxy and the local service:
 * `Invalid request: currentPath: Too big: expected string to have <=200 characters`.
 */
export function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    return `${field}: ${issue.message}`;
  });
  return `Invalid request: ${issues.join('; ')}`;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };
