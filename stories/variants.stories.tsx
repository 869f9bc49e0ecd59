// The four layouts. Each starts open except `PopoverClosed`, which shows the launcher alone, and `OwnButton`, which
// has no launcher: the page's own button opens it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CannedAssistant } from './support/canned-assistant';
import { WithOwnButton } from './support/own-button';
import { askAndAwaitAnswer } from './support/play';
import { withHostPage } from './support/with-host-page';

const meta = {
  title: 'DocsAssistant/Variants',
  component: CannedAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  args: {
    domain: 'acme',
    defaultOpen: true,
    starterQuestions: ['How do I install the SDK?', 'Which regions are there?'],
  },
  argTypes: {
    canned: { control: false },
    variant: { control: 'inline-radio', options: ['popover', 'sidebar', 'modal', 'inline'] },
  },
} satisfies Meta<typeof CannedAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: a floating launcher; press it (or Ctrl/⌘+I) to open the panel. */
export const PopoverClosed: Story = {
  args: { variant: 'popover', defaultOpen: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Ask AI' })).toBeInTheDocument();
  },
};

/** The popover panel, open, with an answer. */
export const Popover: Story = {
  args: { variant: 'popover' },
  play: askAndAwaitAnswer('How do I install the SDK?'),
};

/** A full-height panel docked to the side of the page. */
export const Sidebar: Story = {
  args: { variant: 'sidebar' },
  play: askAndAwaitAnswer('How do I install the SDK?'),
};

/** A centred dialog over a backdrop; focus stays inside until it closes. */
export const Modal: Story = {
  args: { variant: 'modal' },
};

/** In the page flow, always open, no launcher and no shortcut: an "Ask the docs" section of a page. */
export const Inline: Story = {
  args: { variant: 'inline' },
  play: askAndAwaitAnswer('How do I install the SDK?'),
};

/** No floating launcher (`launcher={false}`): the page's own "Ask AI" button, a navbar's, opens the panel. */
export const OwnButton: Story = {
  args: { variant: 'popover', defaultOpen: false, launcher: false },
  render: (args) => <WithOwnButton {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Ask AI' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask AI about the docs' }));
    await expect(await canvas.findByRole('dialog', { name: 'Ask AI' })).toBeInTheDocument();
  },
};
