import { useRef } from 'react';
import type { DocsAssistantHandle } from '../../src/index';
import { CannedAssistant, type CannedAssistantProps } from './canned-assistant';

/** The page's own "Ask AI" button, in the page's content, opening the assistant through the widget's ref. */
export function WithOwnButton(props: CannedAssistantProps) {
  const assistant = useRef<DocsAssistantHandle>(null);
  return (
    <>
      <button type="button" onClick={() => assistant.current?.open()}>
        Ask AI about the docs
      </button>
      <CannedAssistant ref={assistant} {...props} />
    </>
  );
}
