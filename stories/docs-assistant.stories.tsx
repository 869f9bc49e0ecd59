// Every state of the preset, each visible without clicking: panels start open (`defaultOpen`) and a `play`
// function asks the question where a state needs one. All answers come from a canned transport: no network.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MID_ANSWER_STEPS, MID_REASONING_STEPS, reasoningAnswer, SEARCHING_STEPS } from './support/canned-answers';
import { CannedAssistant } from './support/canned-assistant';
import { anotherTabAnswering } from './support/answering-in-another-tab';
import { askAndAwaitAnswer, askAndAwaitError, askQuestion } from './support/play';
import { withHostPage } from './support/with-host-page';

const starterQuestions = ['How do I install the SDK?', 'Which regions are there?', 'How do retries work?'];

const meta = {
  title: 'DocsAssistant/States',
  component: CannedAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  args: { domain: 'acme', defaultOpen: true, starterQuestions },
  argTypes: {
    canned: { control: false, description: 'How the canned transport answers (stories only).' },
    savedMessages: { control: { type: 'number', min: 0, max: 400, step: 2 } },
    variant: { control: 'inline-radio', options: ['popover', 'sidebar', 'modal', 'inline'] },
  },
} satisfies Meta<typeof CannedAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh conversation: the welcome and the host's starter questions. Press one to see a full answer stream. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Suggested questions' })).toBeInTheDocument();
  },
};

/** The service is still searching the docs: “Searching for …”, and Stop instead of Send. */
export const Searching: Story = {
  args: { canned: { stallAfterChunks: SEARCHING_STEPS } },
  play: askQuestion('How do I install the SDK?'),
};

/** Mid-answer: sources found, text and a code block streaming. The stream stalls here; press Stop to end it. */
export const Streaming: Story = {
  args: { canned: { stallAfterChunks: MID_ANSWER_STEPS } },
  play: async (context) => {
    await askQuestion('How do I install the SDK?')(context);
    await context.canvas.findByRole('button', { name: 'Stop answering' });
  },
};

/** A reasoning model mid-thought: "Thinking…", folded; open it to watch the thinking stream. */
export const Reasoning: Story = {
  args: { canned: { answer: reasoningAnswer, stallAfterChunks: MID_REASONING_STEPS } },
  play: async (context) => {
    await askQuestion('How do I install the SDK?')(context);
    await context.canvas.findByText('Thinking…', { selector: 'summary' });
  },
};

/** A reasoning model's finished answer: its thinking folded under "Reasoning" above the cited answer. */
export const ReasonedAnswer: Story = {
  args: { canned: { answer: reasoningAnswer } },
  play: async (context) => {
    await askAndAwaitAnswer('How do I install the SDK?')(context);
    await expect(context.canvas.getByText('Reasoning', { selector: 'summary' })).toBeInTheDocument();
  },
};

/** A finished answer: markdown with code (copy buttons) and a table, its sources, and follow-up questions. */
export const Answered: Story = {
  play: async (context) => {
    await askAndAwaitAnswer('How do I install the SDK?')(context);
    await expect(context.canvas.getByRole('group', { name: 'Sources' })).toBeInTheDocument();
  },
};

/**
 * A returning reader with 60 saved messages. The panel opens at once; the newest question and answer render first,
 * the rest of the newest 24 render above them without moving what you are reading, and "Show 36 earlier messages"
 * adds a page at a time.
 */
export const LongConversation: Story = {
  args: { savedMessages: 60 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Show 36 earlier messages' })).toBeInTheDocument();
  },
};

/**
 * The conversation's last question is being answered in another tab of the same docs (here a Web Lock held the way
 * that tab holds it): this tab says so under the question, and shows the answer once that tab saves it.
 */
export const AnsweringInAnotherTab: Story = {
  args: { domain: 'acme-other-tab', sharedStorage: true },
  beforeEach: anotherTabAnswering('acme-other-tab'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Answering in another tab…')).toBeInTheDocument();
  },
};

/** The service answered 500. The question stays; "Try again" asks again (and this time gets an answer). */
export const ServerError: Story = {
  args: { canned: { fail: { kind: 'server', status: 500 }, failTimes: 1 } },
  play: askAndAwaitError('How do I install the SDK?'),
};

/** 429 with `Retry-After: 30`: the message says when to try again. */
export const RateLimited: Story = {
  args: { canned: { fail: { kind: 'rate-limited', status: 429, retryAfter: 30 }, failTimes: 1 } },
  play: askAndAwaitError('How do I install the SDK?'),
};

/** The request never reached the service (offline, DNS, CORS). */
export const NetworkError: Story = {
  args: { canned: { fail: { kind: 'network' }, failTimes: 1 } },
  play: askAndAwaitError('How do I install the SDK?'),
};

/** 401: the assistant key is wrong or revoked; a site-owner problem, worded as one. */
export const Unauthorized: Story = {
  args: { canned: { fail: { kind: 'unauthorized', status: 401 } } },
  play: askAndAwaitError('How do I install the SDK?'),
};

/**
 * An admin key (`mint_…`, not `mint_dsc_…`) given to the browser widget: refused before any request is made, with
 * a message that says why. Nothing can be sent.
 */
export const AdminKeyRefused: Story = {
  args: { apiKey: 'mint_admin_example' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
