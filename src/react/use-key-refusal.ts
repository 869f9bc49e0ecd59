import { useEffect } from 'react';
import { isServerOnlyKey } from '../core/key-kind';
import { loadKeyExplanation } from './lazy-chunks';

/**
 * Whether `apiKey` is a server-only key, which the widget refuses before anything is loaded or sent. The
 * explanation (long, and only ever needed by a misconfigured site) is a small chunk of its own, never the engine,
 * to tell the developer why and what to use instead.
 */
export function useKeyRefusal(
  apiKey: string | undefined,
  latest: () => { apiKey?: string; onError?: (error: Error) => void },
): boolean {
  const refused = typeof apiKey === 'string' && isServerOnlyKey(apiKey);
  useEffect(() => {
    if (!refused) return;
    void loadKeyExplanation().then(
      ({ reportRefusedKey }) => reportRefusedKey(latest().apiKey, latest().onError),
      () => console.error('docs-assistant: the apiKey is a server-only key; it is not used.'),
    );
  }, [refused, latest]);
  return refused;
}
