// The search view (Ctrl/⌘+K): empty with recent searches and questions, results grouped by page, no results, a
// failed search, and the results on a phone. Results come from a `search` source of the story's own (no service), and
// each story's storage is its own, in memory; the `play` function types the query.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { defaultLabels } from '../src/headless';
import { DocsAssistant, type DocsAssistantHandle, type DocsAssistantProps } from '../src/index';
import type { ConversationStorage } from '../src/store/persistence';
import type { SearchResult } from '../src/search/types';
import { CannedTransport } from './support/canned-transport';
import { useStoryScheme } from './support/scheme';
import { withHostPage } from './support/with-host-page';

const RESULTS: SearchResult[] = [
  {
    content: 'Tokens expire after 30 days. Call `rotateToken()` before the expiry date to get a new **token**.',
    path: '/docs/authentication#rotating-tokens',
    metadata: { title: 'Authentication', heading: 'Rotating tokens', trail: ['Tokens'] },
  },
  {
    content: 'A token carries scopes: `read`, `write` and `admin`. Ask for the fewest your integration needs.',
    path: '/docs/authentication#scopes',
    metadata: { title: 'Authentication', heading: 'Scopes', trail: ['Tokens'] },
  },
  {
    content: 'Install the SDK, then set `DOCS_TOKEN` in your environment.',
    path: '/docs/install',
    metadata: { title: 'Install the SDK' },
  },
  {
    content: 'Every request sends the token in the `Authorization` header.',
    path: '/docs/reference/requests#headers',
    metadata: { title: 'Requests', heading: 'Headers' },
  },
];

const RECENTS: Array<{ kind: 'search' | 'ask'; text: string }> = [
  { kind: 'search', text: 'rotate token' },
  { kind: 'ask', text: 'How do I pin my project to one region?' },
  { kind: 'search', text: 'webhooks' },
];

type Kind = 'results' | 'none' | 'error';

interface SearchAssistantProps extends Omit<DocsAssistantProps, 'transport' | 'search'> {
  kind: Kind;
}

/** The widget with the search view open, its results from the story's own source, recents in its own storage. */
function SearchAssistant({ kind, ...props }: SearchAssistantProps) {
  const [transport] = useState(() => new CannedTransport());
  const [storage] = useState((): ConversationStorage => {
    const items = new Map([['docs-assistant:acme:search', JSON.stringify(RECENTS)]]);
    return {
      getItem: (name) => items.get(name) ?? null,
      setItem: (name, value) => void items.set(name, value),
      removeItem: (name) => void items.delete(name),
    };
  });
  const [search] = useState(() => ({
    source: async () => {
      if (kind === 'error') throw new Error('The search service is down.');
      return kind === 'none' ? [] : RESULTS;
    },
  }));
  const handle = useRef<DocsAssistantHandle>(null);
  useEffect(() => handle.current?.openSearch(), []);
  const scheme = useStoryScheme();
  return (
    <DocsAssistant
      ref={handle}
      storage={storage}
      pageContext={false}
      {...props}
      search={search}
      theme={{ colorScheme: scheme }}
      transport={transport}
    />
  );
}

const meta = {
  title: 'DocsAssistant/Search',
  component: SearchAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  args: { domain: 'acme', kind: 'results' },
  argTypes: { kind: { control: 'inline-radio', options: ['results', 'none', 'error'] } },
} satisfies Meta<typeof SearchAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeQuery =
  (query: string, until: string): NonNullable<Story['play']> =>
  async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: defaultLabels.searchInputLabel }), query);
    await expect(await canvas.findByText(until)).toBeInTheDocument();
  };

/** Opened with nothing typed: the reader's recent searches and the questions they asked from here. */
export const EmptyWithRecents: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'rotate token' })).toBeInTheDocument();
  },
};

/** Results grouped by page, "Ask AI" first, the query's words marked. */
export const Results: Story = { play: typeQuery('token', 'Results: 4') };

/** Nothing found: "Ask AI" is still there, first. */
export const NoResults: Story = {
  args: { kind: 'none' },
  play: typeQuery('kubernetes', 'No results for “kubernetes”.'),
};

/** The search failed: the message and "Try again"; "Ask AI" still works. */
export const Failed: Story = {
  name: 'Error',
  args: { kind: 'error' },
  play: typeQuery('token', defaultLabels.searchError),
};

/** On a phone: the view fills the screen, the field on top, the results scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  tags: ['phone'],
  play: typeQuery('token', 'Results: 4'),
};
