import { useEffect, useRef, useState } from 'react';
import { DocsAssistant, type ContextItem, type DocsAssistantHandle, type DocsAssistantProps } from '../../src/index';
import { CannedTransport } from './canned-transport';
import { useStoryScheme } from './scheme';

export interface ChipsAssistantProps extends Omit<DocsAssistantProps, 'transport'> {
  /** Attached on mount, as a host's own "Ask about this" button does through `ref.current.addContext`. */
  attach: ContextItem[];
}

/** The canned assistant with context attached through its ref: the chips above the input, as a reader sees them. */
export function ChipsAssistant({ attach, ...props }: ChipsAssistantProps) {
  const ref = useRef<DocsAssistantHandle>(null);
  const [transport] = useState(() => new CannedTransport());
  const scheme = useStoryScheme();
  // The store drops an item already attached, so a re-run (new args, Strict Mode) adds nothing twice.
  useEffect(() => attach.forEach((item) => ref.current?.addContext(item)), [attach]);
  return (
    <DocsAssistant
      ref={ref}
      storage={null}
      pageContext={false}
      {...props}
      theme={{ colorScheme: scheme, ...props.theme }}
      transport={transport}
    />
  );
}
