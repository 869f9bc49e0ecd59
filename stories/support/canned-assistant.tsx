import { useState, type Ref } from 'react';
import { DocsAssistant, type DocsAssistantHandle, type DocsAssistantProps } from '../../src/index';
import { CannedTransport, type CannedTransportOptions } from './canned-transport';
import { savedConversationStorage } from './saved-conversation';
import { useStoryScheme } from './scheme';

export interface CannedAssistantProps extends Omit<DocsAssistantProps, 'transport'> {
  /** How the canned transport answers: the script, delays, a failure, a stall. */
  canned?: CannedTransportOptions;
  /** A finished conversation of this many messages, saved as a returning reader's would be (stories only). */
  savedMessages?: number;
  /** The browser's `localStorage`, shared with the page's other tabs as on a real site, in place of memory. */
  sharedStorage?: boolean;
  /** The widget's handle (React 19 passes `ref` to a function component as a prop). */
  ref?: Ref<DocsAssistantHandle>;
}

/**
 * `<DocsAssistant>` over a canned transport, in memory (`storage={null}`, or a saved conversation of its own) so
 * stories never share a conversation through localStorage. One transport per mount, so a story's "fail once, then answer" starts over on each visit.
 */
export function CannedAssistant({ canned, savedMessages, sharedStorage, ...props }: CannedAssistantProps) {
  const [transport] = useState(() => new CannedTransport(canned));
  const [storage] = useState(() => (savedMessages ? savedConversationStorage(savedMessages) : null));
  const scheme = useStoryScheme();
  return (
    <DocsAssistant
      {...(sharedStorage ? {} : { storage })}
      pageContext={false}
      {...props}
      theme={{ colorScheme: scheme, ...props.theme }}
      transport={transport}
    />
  );
}
