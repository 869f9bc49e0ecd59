import { useEffect, useState } from 'react';
import { DocsAssistant, type DocsAssistantProps } from '../../src/index';
import { LiveSetupNotice } from './live-setup-notice';
import { useStoryScheme } from './scheme';

export interface LiveService {
  baseUrl: string;
  apiKey: string;
}

type Reach = { state: 'checking' } | { state: 'up' } | { state: 'down'; reason: string };

/** Asks the service's `/healthz` whether it is there and has read its docs, before the widget talks to it. */
async function probe(baseUrl: string, signal: AbortSignal): Promise<Reach> {
  try {
    const response = await fetch(new URL('/healthz', baseUrl), { signal });
    if (response.ok) return { state: 'up' };
    return { state: 'down', reason: `${baseUrl}/healthz answered ${response.status}.` };
  } catch {
    return { state: 'down', reason: `Nothing answers at ${baseUrl}.` };
  }
}

/**
 * The widget over its real HTTP transport against a local `docs-assistant serve`, once that answers; until then (or
 * with no URL configured) the note saying how to start it, so a reader never meets a widget that cannot answer.
 */
export function LiveAssistant({ service, ...props }: DocsAssistantProps & { service: LiveService }) {
  const scheme = useStoryScheme();
  const [reach, setReach] = useState<Reach>({ state: 'checking' });
  const { baseUrl } = service;
  useEffect(() => {
    if (!baseUrl) return;
    const controller = new AbortController();
    void probe(baseUrl, controller.signal).then(setReach);
    return () => controller.abort();
  }, [baseUrl]);

  if (!baseUrl) return <LiveSetupNotice />;
  if (reach.state === 'checking') return <p role="status">Looking for the local service at {baseUrl}…</p>;
  if (reach.state === 'down') return <LiveSetupNotice problem={reach.reason} />;
  return (
    <DocsAssistant
      {...props}
      theme={{ colorScheme: scheme, ...props.theme }}
      baseUrl={baseUrl}
      apiKey={service.apiKey || undefined}
    />
  );
}
