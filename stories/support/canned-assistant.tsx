import { useState } from 'react';
import { DocsAssistant, type DocsAssistantProps } from '../../src/index';
import { CannedTransport, type CannedTransportOptions } from './canned-transport';

export interface CannedAssistantProps extends Omit<DocsAssistantProps, 'transport'> {
  /** How the canned transport answers: the script, delays, a failure, a stall. */
  canned?: CannedTransportOptions;
}

/**
 * `<DocsAssistant>` over a canned transport, in memory (`storage={null}`) so stories never share a conversation
 * through localStorage. One transport per mount, so a story's "fail once, then answer" starts over on each visit.
 */
export function CannedAssistant({ canned, ...props }: CannedAssistantProps) {
  const [transport] = useState(() => new CannedTransport(canned));
  return <DocsAssistant storage={null} pageContext={false} {...props} transport={transport} />;
}
