import type { SupportRequest } from '../core/support';
import { safeUrl } from '../markdown/safe-url';

const PLACEHOLDER = /\{(threadId|question|path)\}/g;

/**
 * The host's support template with the request's details filled in, each URL-encoded (a question with `&`, `#` or
 * a newline stays one value, and cannot add a scheme: its `:` is encoded). `undefined` when the template is not a
 * safe link (the same rules as links in answers: http(s), mailto, tel or relative).
 */
export function supportHref(template: string, request: SupportRequest): string | undefined {
  const filled = template.replace(PLACEHOLDER, (_, name: 'threadId' | 'question' | 'path') =>
    encodeURIComponent(request[name] ?? ''),
  );
  return safeUrl(filled) === undefined ? undefined : filled;
}

/** Why a template was refused, for the developer's console: the part that is wrong, and what is allowed. */
export function supportTemplateError(template: string): string {
  return (
    `docs-assistant: the \`support\` link "${template.slice(0, 80)}" is not used: it must be an http(s), mailto, ` +
    'tel or relative URL (placeholders {threadId}, {question}, {path}), or a function.'
  );
}
