import { clampQuestion } from '../core/question-limit';
import type { AttachedContext } from '../core/context-limits';
import type { AssistantMessage } from '../core/types';
import type { AssistantState } from './assistant-store';

/** Keeps only the well-formed fields of a persisted conversation (storage may hold corrupt or foreign data). */
export function sanitisePersisted(value: unknown): Partial<AssistantState> {
  if (!value || typeof value !== 'object') return {};
  const v = value as Record<string, unknown>;
  const out: Partial<AssistantState> = {};
  if (typeof v.threadId === 'string') out.threadId = v.threadId;
  if (typeof v.threadKey === 'string') out.threadKey = v.threadKey;
  if (typeof v.draft === 'string') out.draft = clampQuestion(v.draft).text;
  if (Array.isArray(v.messages)) out.messages = v.messages.filter(isMessage);
  if (Array.isArray(v.context)) out.context = v.context.filter(isContextItem);
  return out;
}

export function isMessage(value: unknown): value is AssistantMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    (m.role === 'user' || m.role === 'assistant') &&
    Array.isArray(m.parts) &&
    m.parts.every(isPart)
  );
}

/** Every part is rendered by its `type`, and text parts by their `text`: a null or untyped part would throw there. */
function isPart(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return typeof p.type === 'string' && (p.type !== 'text' || typeof p.text === 'string');
}

function isContextItem(value: unknown): value is AttachedContext {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    (c.type === 'code' || c.type === 'textSelection') &&
    typeof c.value === 'string' &&
    (c.trimmed === undefined || c.trimmed === true)
  );
}
