import { useState } from 'react';
import { DocsAssistant, type DocsAssistantProps } from '../../src/index';
import { richAnswer } from './canned-answers';
import { useStoryScheme } from './scheme';
import { wireFetch, type WireScript } from './wire-fetch';

export interface WireAssistantProps extends Omit<DocsAssistantProps, 'transport' | 'fetch'> {
  /** What the fake service does with each request (stories only). */
  wire: WireScript;
}

/**
 * `<DocsAssistant>` with its real HTTP transport, over a `fetch` that plays the service (support/wire-fetch.ts): for
 * the states that live in the transport — a cut or stalled stream, HTML instead of SSE, an HTTP status.
 */
export function WireAssistant({ wire, ...props }: WireAssistantProps) {
  const [fetch] = useState(() => wireFetch({ script: wire, answer: richAnswer, chunkDelayMs: 30 }));
  const scheme = useStoryScheme();
  return (
    <DocsAssistant
      // Never reached: the fake fetch answers every request.
      baseUrl="https://assistant.acme.test"
      storage={null}
      pageContext={false}
      {...props}
      theme={{ colorScheme: scheme, ...props.theme }}
      fetch={fetch}
    />
  );
}
