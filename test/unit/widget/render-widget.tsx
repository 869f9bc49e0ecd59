import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { DocsAssistant, type DocsAssistantHandle, type DocsAssistantProps } from '../../../src/index';
import { FakeTransport } from '../../support/fake-transport';

/** Renders the preset with a hand-driven transport; returns what a test needs to drive and read it. */
export function renderWidget(props: Partial<DocsAssistantProps> = {}) {
  const transport = new FakeTransport();
  const handle = createRef<DocsAssistantHandle>();
  const user = userEvent.setup();
  const result = render(
    <DocsAssistant ref={handle} domain="acme" transport={transport} pageContext={false} {...props} />,
  );
  return { ...result, transport, handle, user };
}
