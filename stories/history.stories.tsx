// The history's view (the header's "Conversation history"): none yet, several, and the notice a reader sees once
// when the browser's storage refuses the history. Each story's storage is its own, in memory, so visits never
// share a list; the `play` function opens the view.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { defaultLabels } from '../src/headless';
import type { ConversationStorage } from '../src/store/persistence';
import { CannedAssistant, type CannedAssistantProps } from './support/canned-assistant';
import { askAndAwaitAnswer } from './support/play';
import { withHostPage } from './support/with-host-page';

const HISTORY_KEY = 'docs-assistant:acme:history';
const HOUR = 3_600_000;

const SAVED = [
  { title: 'How do I install the SDK?', path: '/docs/install', ago: 0.05 * HOUR },
  {
    title: 'Which regions are there, and can I pin my project to one of them for data residency?',
    path: '/docs/regions',
    ago: 2 * HOUR,
  },
  { title: 'How do retries work?', path: '/docs/guides/retries-and-timeouts', ago: 26 * HOUR },
  { title: 'Can I use it in the browser?', path: '/docs/browser', ago: 9 * 24 * HOUR },
];

function savedList(): string {
  const now = Date.now();
  const conversations = SAVED.map(({ title, path, ago }, i) => ({
    id: `u${i}`,
    title,
    path,
    updatedAt: now - ago,
    threadId: `th_${i}`,
    threadKey: null,
    messages: [
      { id: `u${i}`, role: 'user', parts: [{ type: 'text', text: title }], metadata: { currentPath: path } },
      { id: `a${i}`, role: 'assistant', parts: [{ type: 'text', text: `See [the guide](${path}).` }] },
    ],
  }));
  return JSON.stringify({ conversations, version: 1 });
}

type Kind = 'empty' | 'several' | 'full';

/** A storage of the story's own: empty, holding a history of several conversations, or refusing every write (full). */
function storyStorage(kind: Kind): ConversationStorage {
  const items = new Map<string, string>();
  if (kind === 'several') items.set(HISTORY_KEY, savedList());
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => {
      if (kind === 'full') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(name, value);
    },
    removeItem: (name) => void items.delete(name),
  };
}

function HistoryAssistant({ kind, ...props }: CannedAssistantProps & { kind: Kind }) {
  const [storage] = useState(() => storyStorage(kind));
  return <CannedAssistant {...props} storage={storage} />;
}

const meta = {
  title: 'DocsAssistant/History',
  component: HistoryAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  args: { domain: 'acme', defaultOpen: true, kind: 'several' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['empty', 'several', 'full'] },
    canned: { control: false },
  },
} satisfies Meta<typeof HistoryAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

const openList: NonNullable<Story['play']> = async ({ canvas }) => {
  await userEvent.click(await canvas.findByRole('button', { name: defaultLabels.history }));
  await expect(await canvas.findByRole('region', { name: defaultLabels.history })).toBeInTheDocument();
};

/** No conversations yet: what the view says instead of a list. */
export const Empty: Story = { args: { kind: 'empty' }, play: openList };

/** Several, newest first: each by its first question, when it was last used and the page it started on. */
export const Several: Story = {
  args: { kind: 'several' },
  play: async (context) => {
    await openList(context);
    await expect(await context.canvas.findAllByRole('listitem')).toHaveLength(SAVED.length);
  },
};

/** Storage is full: the answer still comes, the list lives in memory for this page, and the notice says so once. */
export const StorageFull: Story = {
  args: { kind: 'full' },
  play: async (context) => {
    await askAndAwaitAnswer('How do I install the SDK?')(context);
    await openList(context);
    await expect(await context.canvas.findByText(defaultLabels.historyUnsaved)).toBeInTheDocument();
  },
};
