// The main states on a phone (390×844, the viewport pinned): the popover fills the screen and the composer sits
// above the keyboard's place. Storybook's manager sizes the frame; `npm run gallery` shoots these at phone size only.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MID_ANSWER_STEPS } from './support/canned-answers';
import { CannedAssistant } from './support/canned-assistant';
import { askAndAwaitAnswer, askAndAwaitError, askQuestion, askThenStop } from './support/play';
import { withHostPage } from './support/with-host-page';

const QUESTION = 'How do I install the SDK?';

const meta = {
  title: 'DocsAssistant/Phone',
  component: CannedAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  tags: ['phone'],
  args: {
    domain: 'acme',
    defaultOpen: true,
    starterQuestions: [QUESTION, 'Which regions are there?', 'How do retries work?'],
  },
  argTypes: { canned: { control: false } },
} satisfies Meta<typeof CannedAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome and starter questions. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Suggested questions' })).toBeInTheDocument();
  },
};

/** Mid-answer, stalled: text and a code block streaming, Stop in the composer. */
export const Streaming: Story = {
  args: { canned: { stallAfterChunks: MID_ANSWER_STEPS } },
  play: async (context) => {
    await askQuestion(QUESTION)(context);
    await context.canvas.findByRole('button', { name: 'Stop answering' });
  },
};

/** A finished answer: code, table, sources, follow-ups. */
export const Answered: Story = { play: askAndAwaitAnswer(QUESTION) };

/** The reader pressed Stop mid-answer. */
export const StoppedByReader: Story = {
  args: { canned: { stallAfterChunks: MID_ANSWER_STEPS } },
  play: askThenStop(QUESTION),
};

/** 429 with `Retry-After: 30`. */
export const RateLimited: Story = {
  args: { canned: { fail: { kind: 'rate-limited', status: 429, retryAfter: 30 } } },
  play: askAndAwaitError(QUESTION),
};

/** A returning reader's long conversation. */
export const LongConversation: Story = {
  args: { savedMessages: 60 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Show 36 earlier messages' })).toBeInTheDocument();
  },
};
