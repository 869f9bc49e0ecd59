import { useEffect, useRef, useState } from 'react';
import { splitSuggestions } from '../core/suggestions';
import type { AssistantMessage } from '../core/types';
import { format } from '../ui/labels';
import { useAssistantWidget } from '../react/widget-context';
import { answerText } from './message-parts';

// A screen reader reads the whole region: a preview tells the reader the answer is there without reading it twice.
const PREVIEW_CHARS = 160;

/** One polite announcement per completed answer, never token by token. */
export function AnswerAnnouncer({ messages, streaming }: { messages: AssistantMessage[]; streaming: boolean }) {
  const { labels } = useAssistantWidget('AnswerAnnouncer');
  const [announcement, setAnnouncement] = useState('');
  const wasStreaming = useRef(streaming);

  useEffect(() => {
    const finished = wasStreaming.current && !streaming;
    wasStreaming.current = streaming;
    if (!finished) return;
    const last = messages[messages.length - 1];
    if (last?.role !== 'assistant') return;
    const plain = splitSuggestions(answerText(last)).body.replace(/[#*_`>[\]()|-]+/g, ' ').replace(/\s+/g, ' ').trim();
    const preview = plain.length > PREVIEW_CHARS ? `${plain.slice(0, PREVIEW_CHARS)}…` : plain;
    setAnnouncement(format(labels.answerReady, { preview }));
  }, [streaming, messages, labels]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-da-announcer="" data-da-visually-hidden="">
      {announcement}
    </div>
  );
}
