import { z } from 'zod';
import { DEFAULT_RETRIEVAL_PAGE_SIZE, MAX_CURRENT_PATH_LENGTH, MAX_RETRIEVAL_PAGE_SIZE } from '../../core/limits';

/** Bounds that keep one request's work small; the spec sets only `currentPath`'s. */
const MAX_MESSAGES = 200;
const MAX_CONTEXT_ITEMS = 20;
const MAX_CONTEXT_VALUE = 20_000;

const part = z
  .looseObject({ type: z.string().min(1), text: z.string().optional() })
  .refine((p) => p.type !== 'text' || typeof p.text === 'string', { message: 'a text part needs a string `text`' });

const message = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'system']),
  parts: z.array(part),
});

const contextItem = z.object({
  type: z.enum(['code', 'textSelection']),
  value: z.string().max(MAX_CONTEXT_VALUE),
  path: z.string().optional(),
  elementId: z.string().optional(),
});

/** service-api §1 request body. Unknown fields are ignored, as a JSON API does. */
export const assistantRequestSchema = z.object({
  fp: z.string().min(1),
  messages: z.array(message).min(1).max(MAX_MESSAGES),
  threadId: z.string().min(1).nullable().optional(),
  threadKey: z.string().optional(),
  retrievalPageSize: z.number().int().min(1).max(MAX_RETRIEVAL_PAGE_SIZE).default(DEFAULT_RETRIEVAL_PAGE_SIZE),
  filter: z
    .object({ version: z.string().optional(), language: z.string().optional(), groups: z.array(z.string()).optional() })
    .nullable()
    .optional(),
  context: z.array(contextItem).max(MAX_CONTEXT_ITEMS).optional(),
  currentPath: z.string().max(MAX_CURRENT_PATH_LENGTH).optional(),
});

export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

/** `{error}` text that names the field: `Invalid request: currentPath: Too big: expected string to have <=200 characters`. */
export function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    return `${field}: ${issue.message}`;
  });
  return `Invalid request: ${issues.join('; ')}`;
}

/** Parses a body, or returns the `{error}` text for a 400. */
export function parseAssistantRequest(body: unknown): { ok: true; value: AssistantRequest } | { ok: false; error: string } {
  const result = assistantRequestSchema.safeParse(body);
  if (!result.success) return { ok: false, error: describeIssues(result.error) };
  return { ok: true, value: result.data };
}
