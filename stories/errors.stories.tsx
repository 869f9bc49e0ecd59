// Every way an answer can fail or stop, through the widget's real HTTP transport over a fake service (a `fetch`
// answering with real `Response`s: SSE, HTML, JSON errors). Each story asks in its `play` function and settles on
// the state, no clicks needed. The same states in dark: errors-dark.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorStates } from './support/error-states';
import { WireAssistant } from './support/wire-assistant';
import { withHostPage } from './support/with-host-page';

const meta = {
  title: 'DocsAssistant/Errors',
  component: WireAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
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
