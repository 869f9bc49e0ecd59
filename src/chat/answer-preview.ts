import { splitSuggestions } from '../core/suggestions';
import type { AssistantMessage } from '../core/types';
import { format, type AssistantLabels } from './labels';

// A screen reader reads the whole region: a preview says the answer is there without reading it all twice.
const PREVIEW_CHARS = 160;

/** The live-region text for a completed answer: the label with a plain-text preview of the answer. */
export function announceAnswer(message: AssistantMessage, labels: AssistantLabels): string {
  let text = '';
  for (const part of message.parts) if (part.type === 'text') text += part.text;
  const plain = splitSuggestions(text)
    .body.replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/[#*_`>|[\]]+|\(\S*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const preview = plain.length > PREVIEW_CHARS ? `${plain.slice(0, PREVIEW_CHARS)}…` : plain;
  return format(labels.answerReady, { preview });
}
