// The built-in locales, one story per script family (Latin, CJK, Arabic, Cyrillic), each with an answer in its
// language; `npm run gallery` shoots each light and dark. Arabic sits on a right-to-left page: the launcher and the
// popover in the mirrored corner, the panel mirrored, the code left to right.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SupportedLocale } from '../src/index';
import { loadLocale } from '../src/ui/locales/load-locale';
import { CannedAssistant } from './support/canned-assistant';
import { localizedAnswer, type AnswerLanguage } from './support/localized-answers';
import { askAndAwaitAnswer } from './support/play';
import { withHostPage } from './support/with-host-page';

const meta = {
  title: 'DocsAssistant/Languages',
  component: CannedAssistant,
  decorators: [withHostPage],
  parameters: { layout: 'fullscreen' },
  args: { domain: 'acme', defaultOpen: true },
  argTypes: { canned: { control: false } },
} satisfies Meta<typeof CannedAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story in `locale`, asking `question` once its built-in strings are here. */
function inLocale(locale: SupportedLocale & AnswerLanguage, question: string): Story {
  return {
    args: { locale, canned: { answer: localizedAnswer(locale) } },
    play: async (context) => askAndAwaitAnswer(question, await loadLocale(locale))(context),
  };
}

/** Latin script: German (`locale="de"`, or a page with `<html lang="de">`). */
export const Latin: Story = inLocale('de', 'Wie installiere ich das SDK?');

/** CJK: Japanese. */
export const CJK: Story = inLocale('ja', 'SDK のインストール方法は？');

/** Cyrillic: Russian. */
export const Cyrillic: Story = inLocale('ru', 'Как установить SDK?');

/** Arabic, right to left, on a right-to-left page. */
export const Arabic: Story = {
  ...inLocale('ar', 'كيف أثبّت حزمة SDK؟'),
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
