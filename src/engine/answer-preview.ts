import { splitSuggestions } from '../core/suggestions';
import { shorten } from '../core/shorten';
import type { AssistantMessage } from '../core/types';

// A screen reader reads the whole live region: a preview says the answer is there without reading it all twice.
const PREVIEW_CHARS = 160;

/** A plain-text preview of a completed answer, for the polite live region: no markup, code or suggestions. */
export function answerPreview(message: AssistantMessage): string {
  let text = '';
  for (const part of message.parts) if (part.type === 'text') text += part.text;
  const plain = splitSuggestions(text)
    .body.replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/[#*_`>|[\]]+|\(\S*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return shorten(plain, PREVIEW_CHARS);
}
