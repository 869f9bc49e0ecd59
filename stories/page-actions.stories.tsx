// "Copy page" and its menu beside a docs page's title: the menu open, in the page's light and dark themes,
// at desktop and phone widths (`npm run gallery` shoots every story at 1280 and 390 px, light and dark).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { PageActions } from '../src/page-actions/index';
import { useStoryScheme } from './support/scheme';

/** A docs page with its title row; dark the way docs themes mark it (`data-mode="dark"`, a dark color-scheme). */
function DocsPage({ children }: { children: ReactNode }) {
  const dark = useStoryScheme() === 'dark';
  return (
    <div
      data-mode={dark ? 'dark' : 'light'}
      style={{
        colorScheme: dark ? 'dark' : 'light',
        background: dark ? '#15171b' : '#ffffff',
        color: dark ? '#e8eaed' : '#1c1e21',
        minHeight: '100vh',
        padding: '24px clamp(16px, 5vw, 48px)',
        font: '16px/1.6 system-ui, sans-serif',
        boxSizing: 'border-box',
      }}
    >
      <article style={{ maxWidth: 760, margin: '0 auto' }}>
        <div
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}
        >
          <h1 style={{ margin: 0, fontSize: 32 }}>Quickstart</h1>
          {children}
        </div>
        <p>Install the SDK, create one client, and share it across your app.</p>
        <h2>Install</h2>
        <pre style={{ padding: 12, borderRadius: 8, background: dark ? '#0f1114' : '#f4f5f7' }}>
          <code className="language-bash">npm install @acme/sdk</code>
        </pre>
      </article>
    </div>
  );
}

const meta = {
  title: 'PageActions',
  component: PageActions,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <DocsPage>
        <Story />
      </DocsPage>
    ),
  ],
} satisfies Meta<typeof PageActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button and its menu button, closed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Copy page' })).toBeInTheDocument();
  },
};

/** The menu open: copy, view as Markdown, open in ChatGPT or Claude, ask the assistant. */
export const MenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More page actions' }));
    await expect(await canvas.findByRole('menu', { name: 'Page actions' })).toBeInTheDocument();
  },
};
