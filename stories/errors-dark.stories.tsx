// The failures of errors.stories.tsx, each pinned to the dark scheme: the same stories, so the two never drift.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorStates } from './support/error-states';
import { WireAssistant } from './support/wire-assistant';
import { withHostPage } from './support/with-host-page';

const meta = {
  title: 'DocsAssistant/Errors (dark)',
  component: WireAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  // Pinned: these render dark whatever the toolbar's Scheme says.
  globals: { scheme: 'dark' },
  // Tells `npm run gallery` these need no light shot.
  tags: ['scheme-pinned'],
  args: { domain: 'acme', defaultOpen: true, wire: { kind: 'answer' } },
  argTypes: { wire: { control: 'object', description: 'What the fake service does with each request.' } },
} satisfies Meta<typeof WireAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CutStream: Story = errorStates.CutStream;
export const StalledStream: Story = errorStates.StalledStream;
export const StoppedByReader: Story = errorStates.StoppedByReader;
export const UnreadableResponse: Story = errorStates.UnreadableResponse;
export const BadRequest: Story = errorStates.BadRequest;
export const Unauthorized: Story = errorStates.Unauthorized;
export const Forbidden: Story = errorStates.Forbidden;
export const NotFound: Story = errorStates.NotFound;
export const RateLimited: Story = errorStates.RateLimited;
export const ServerError: Story = errorStates.ServerError;
export const Offline: Story = errorStates.Offline;
export const AdminKeyRefused: Story = errorStates.AdminKeyRefused;
