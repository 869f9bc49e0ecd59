// The real HTTP transport against a local `docs-assistant serve` (see notes/storybook.md). The URL and key come from
// the story's controls, else from STORYBOOK_DA_BASE_URL / STORYBOOK_DA_KEY (read in .storybook/preview.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocsAssistant, type DocsAssistantProps } from '../src/index';
import { LiveSetupNotice } from './support/live-setup-notice';
import { withHostPage } from './support/with-host-page';

interface LiveService {
  baseUrl: string;
  apiKey: string;
}

const meta = {
  title: 'DocsAssistant/Live (local service)',
  component: DocsAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  args: {
    // The local service answers for any domain from its one docs folder.
    domain: 'docs-assistant',
    defaultOpen: true,
    storage: null,
    starterQuestions: [
      'How do I install docs-assistant?',
      'How do I enable dark mode?',
      'What does the apiKey prop do?',
    ],
  },
  argTypes: {
    baseUrl: { control: 'text', description: 'Service URL; default STORYBOOK_DA_BASE_URL.' },
    apiKey: { control: 'text', description: 'Assistant key (mint_dsc_…); default STORYBOOK_DA_KEY.' },
    variant: { control: 'inline-radio', options: ['popover', 'sidebar', 'modal', 'inline'] },
    storage: { control: false },
  },
  render: (args: DocsAssistantProps, { parameters }) => {
    const env = (parameters.liveService ?? { baseUrl: '', apiKey: '' }) as LiveService;
    const baseUrl = args.baseUrl || env.baseUrl;
    if (!baseUrl && !args.api) return <LiveSetupNotice />;
    return <DocsAssistant {...args} baseUrl={baseUrl} apiKey={args.apiKey || env.apiKey || undefined} />;
  },
} satisfies Meta<typeof DocsAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ask anything about this repository's docs/ folder; answers stream from the local service. */
export const Popover: Story = {};

/** The same, in the page flow. */
export const Inline: Story = { args: { variant: 'inline' } };

/** The same, dark. */
export const Dark: Story = { args: { theme: { colorScheme: 'dark' } }, parameters: { hostDark: true } };
