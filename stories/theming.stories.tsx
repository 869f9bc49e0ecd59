// Theming: dark scheme, translated strings, custom accent/radius/font, and the unstyled mode a host styles itself.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { frenchAnswer } from './support/canned-answers';
import { CannedAssistant } from './support/canned-assistant';
import { loadLocale } from '../src/ui/locales/load-locale';
import { askAndAwaitAnswer } from './support/play';
import { withHostPage } from './support/with-host-page';

const meta = {
  title: 'DocsAssistant/Theming',
  component: CannedAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  args: {
    domain: 'acme',
    defaultOpen: true,
    starterQuestions: ['How do I install the SDK?', 'Which regions are there?'],
  },
  argTypes: { canned: { control: false } },
} satisfies Meta<typeof CannedAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `theme={{ colorScheme: 'dark' }}` on a dark page, with an answer to show code, table and links in dark. */
export const Dark: Story = {
  args: { theme: { colorScheme: 'dark' } },
  parameters: { hostDark: true },
  play: askAndAwaitAnswer('How do I install the SDK?'),
};

/** `colorScheme: 'auto'` (the default) follows the reader's `prefers-color-scheme`. */
export const AutoColorScheme: Story = {
  args: { theme: { colorScheme: 'auto' } },
};

/**
 * The built-in French (`locale="fr"`, or a page with `<html lang="fr">`) with one string of the host's own through
 * `labels`, which wins over the locale's: every other string, error messages included, is the locale's.
 */
export const FrenchLabels: Story = {
  args: {
    locale: 'fr',
    labels: { title: 'Assistant de la documentation' },
    starterQuestions: ['Comment installer le SDK ?', 'Quelles régions existent ?'],
    canned: { answer: frenchAnswer },
  },
  play: async (context) => askAndAwaitAnswer('Comment installer le SDK ?', await loadLocale('fr'))(context),
};

/** Accent, radius, font and width through `theme`: they become `--da-*` custom properties on the root. */
export const CustomAccentRadiusFont: Story = {
  args: {
    theme: { accent: '#6d28d9', radius: 2, fontFamily: 'Georgia, "Times New Roman", serif', panelWidth: 460 },
  },
  play: askAndAwaitAnswer('How do I install the SDK?'),
};

/**
 * `unstyled` drops the preset's CSS; `classNames` hands each slot a class of the host's own (see
 * stories/support/unstyled-example.css). The widget still sets every `data-*` attribute.
 */
export const UnstyledWithClassNames: Story = {
  args: {
    variant: 'inline',
    unstyled: true,
    classNames: {
      root: 'host-assistant',
      panel: 'host-assistant__panel',
      header: 'host-assistant__header',
      title: 'host-assistant__title',
      headerButton: 'host-assistant__header-button',
      starter: 'host-assistant__chip',
      followUp: 'host-assistant__chip',
      message: 'host-assistant__message',
      sources: 'host-assistant__sources',
      error: 'host-assistant__error',
      composer: 'host-assistant__composer',
      input: 'host-assistant__input',
      send: 'host-assistant__send',
      stop: 'host-assistant__send',
    },
  },
  play: askAndAwaitAnswer('How do I install the SDK?'),
};
