// Context attached to the next question, shown as chips above the input: a selection and a code block, as the page
// affordances (or a host's `ref.current.addContext`) attach them; then one chip opened to read it in full.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultLabels } from '../src/headless';
import { ChipsAssistant } from './support/chips-assistant';
import { withHostPage } from './support/with-host-page';

const attached = [
  {
    type: 'textSelection' as const,
    value:
      "Acme's SDK talks to the Acme API from Node and the browser. Install it, create one client, and share it across your app.",
    path: '/quickstart',
    elementId: 'quickstart',
  },
  {
    type: 'code' as const,
    value: "import { createClient } from '@acme/sdk';\n\nconst acme = createClient({ region: 'eu', timeout: '10s' });",
    path: '/quickstart',
    elementId: 'install',
  },
];

const chipList = defaultLabels.contextChips.group;

const meta = {
  title: 'DocsAssistant/Context chips',
  component: ChipsAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  args: { domain: 'acme', defaultOpen: true, attach: attached },
  argTypes: { attach: { control: 'object', description: 'Context attached on mount through the ref.' } },
} satisfies Meta<typeof ChipsAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A selection and a code block attached: one chip each, with its kind, a one-line preview and a remove button. */
export const Attached: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: chipList });
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(2);
  },
};

/** The code chip opened: its full text shows under the chips, to check what will be sent. */
export const OneExpanded: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: chipList });
    const [, code] = await within(list).findAllByRole('button', { expanded: false });
    await userEvent.click(code!);
    await expect(code).toHaveAttribute('aria-expanded', 'true');
  },
};
