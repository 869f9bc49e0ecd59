// The real HTTP transport against a local `docs-assistant serve` (architecture/storybook.md). The URL and key come
// from the story's controls, else from STORYBOOK_DA_BASE_URL / STORYBOOK_DA_KEY (read in .storybook/preview.ts), as
// `npm run storybook:live` sets them. With no service the stories say how to start one instead.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { defaultLabels } from '../src/headless';
import { LiveAssistant, type LiveService } from './support/live-assistant';
import { askQuestion } from './support/play';
import { withHostPage } from './support/with-host-page';

const QUESTION = 'How do I enable dark mode?';

const meta = {
  title: 'DocsAssistant/Live (local service)',
  component: LiveAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  args: {
    // The local service answers for any domain from its one docs folder.
    domain: 'docs-assistant',
    defaultOpen: true,
    storage: null,
    starterQuestions: [QUESTION, 'How do I install docs-assistant?', 'What does the apiKey prop do?'],
    service: { baseUrl: '', apiKey: '' },
  },
  argTypes: {
    baseUrl: { control: 'text', description: 'Service URL; default STORYBOOK_DA_BASE_URL.' },
    apiKey: { control: 'text', description: 'Assistant key (mint_dsc_…); default STORYBOOK_DA_KEY.' },
    variant: { control: 'inline-radio', options: ['popover', 'sidebar', 'modal', 'inline'] },
    storage: { control: false },
    service: { control: false },
  },
  render: ({ baseUrl, apiKey, service: _unused, ...args }, { parameters }) => {
    const env = (parameters.liveService ?? { baseUrl: '', apiKey: '' }) as LiveService;
    return <LiveAssistant {...args} service={{ baseUrl: baseUrl || env.baseUrl, apiKey: apiKey || env.apiKey }} />;
  },
  // When the service answers, ask it something and wait for its cited answer; otherwise the note is the state.
  play: async (context) => {
    const { canvas } = context;
    const shown = await waitFor(
      () => {
        const found =
          canvas.queryByRole('note', { name: 'Live service not running' }) ??
          canvas.queryByRole('textbox', { name: defaultLabels.inputLabel });
        if (!found) throw new Error('Neither the live widget nor the set-up note yet.');
        return found;
      },
      { timeout: 10_000 },
    );
    if (shown.getAttribute('role') === 'note') return;
    await askQuestion(QUESTION)(context);
    // Sources arrive first; the answer is done when Stop has given way to Send.
    await canvas.findByRole('group', { name: defaultLabels.sources }, { timeout: 30_000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: defaultLabels.stop })).toBeNull(), {
      timeout: 60_000,
    });
  },
} satisfies Meta<typeof LiveAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks this repository's docs/ folder; the answer streams from the local service. */
export const Popover: Story = {};

/** The same, in the page flow. */
export const Inline: Story = { args: { variant: 'inline' } };

/** The same, dark (whatever the toolbar's Scheme says). */
export const Dark: Story = { args: { theme: { colorScheme: 'dark' } }, parameters: { hostDark: true } };
