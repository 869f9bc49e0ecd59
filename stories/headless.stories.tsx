// A panel of the host's own, built only from what `docs-assistant/headless` exports: no preset layout, no preset
// stylesheet rules beyond the parts' own. It proves the parts compose: refs, host props and handlers reach them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import {
  Announcer,
  AssistantLabelsProvider,
  AssistantRoot,
  Composer,
  ConversationSlot,
  ErrorNotice,
  useAssistant,
} from '../src/headless/index';
import { CannedTransport } from './support/canned-transport';
import { RecomposedAnswerPanel } from './support/recomposed-answer';

/** The host's own frame: a card in the page flow with its own heading and a "clear" button of its own. */
function HostPanel() {
  const { open, setOpen } = useAssistant();
  const composerRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(0);
  if (!open) {
    return (
      <button type="button" className="host-open" onClick={() => setOpen(true)}>
        Ask our docs
      </button>
    );
  }
  return (
    <AssistantLabelsProvider>
      <section
        aria-label="Docs helper"
        className="host-card"
        style={{ maxWidth: 560, border: '1px solid #ccc', padding: 16 }}
      >
        <h2 style={{ marginTop: 0 }}>Docs helper</h2>
        <ConversationSlot className="host-conversation" data-host-part="conversation" />
        <ErrorNotice />
        <Composer ref={composerRef} data-host-part="composer" onSubmit={() => setSent((count) => count + 1)} />
        <p data-host-part="sent-count">Questions sent from this card: {sent}</p>
        <Announcer />
      </section>
    </AssistantLabelsProvider>
  );
}

function CustomPanel() {
  const [transport] = useState(() => new CannedTransport());
  return (
    <AssistantRoot domain="acme" transport={transport} storage={null} pageContext={false} defaultOpen variant="inline">
      <div data-docs-assistant="">
        <HostPanel />
      </div>
    </AssistantRoot>
  );
}

const meta = {
  title: 'DocsAssistant/Headless',
  component: CustomPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A custom panel made of exported parts only: the conversation, the error notice, the composer, the announcer. */
export const CustomPanelFromParts: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Ask a question about the docs' });
    await userEvent.type(input, 'How do I install the SDK?{enter}');
    await expect(await canvas.findByRole('article', { name: 'Assistant' })).toBeInTheDocument();
    // The host's own submit handler ran beside ours.
    await expect(canvas.getByText('Questions sent from this card: 1')).toBeInTheDocument();
    // Settle on the finished answer (its follow-ups), so a picture of the story shows the whole of it.
    await expect(await canvas.findByRole('group', { name: 'Related questions' })).toBeInTheDocument();
  },
};

/**
 * An answer the host rearranged from the exported answer parts only: its sources above its text, its actions behind
 * a "More" menu button (stories/support/recomposed-answer.tsx).
 */
export const RecomposedAnswer: Story = {
  render: () => <RecomposedAnswerPanel />,
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Ask a question about the docs' });
    await userEvent.type(input, 'How do I install the SDK?{enter}');
    await expect(await canvas.findByRole('group', { name: 'Related questions' })).toBeInTheDocument();
  },
};
