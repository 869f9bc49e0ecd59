import type { UIMessageChunk } from 'ai';
import { textChunks, type CannedStep } from './canned-answers';

const FENCE = '```';

/** The same short answer in each script family's language: prose, a code block, a cited link, two follow-ups. */
const ANSWERS = {
  de: [
    'Installieren Sie das SDK und erstellen Sie einen Client mit Ihrem Projektschlüssel:',
    'Die [Schnellstart-Anleitung](/quickstart) erklärt den Rest.',
    ['Wie wähle ich eine Region?', 'Was wiederholt der Client?'],
  ],
  ja: [
    'SDK をインストールし、プロジェクトキーでクライアントを作成します。',
    '詳しくは[クイックスタート](/quickstart)を参照してください。',
    ['リージョンはどう選びますか？', 'クライアントは何を再試行しますか？'],
  ],
  ar: [
    'ثبّت حزمة SDK، ثم أنشئ عميلًا باستخدام مفتاح مشروعك:',
    'يشرح [دليل البدء السريع](/quickstart) الباقي.',
    ['كيف أختار المنطقة؟', 'ما الذي يعيد العميل محاولته؟'],
  ],
  ru: [
    'Установите SDK и создайте клиент с ключом вашего проекта:',
    'Остальное объясняет [краткое руководство](/quickstart).',
    ['Как выбрать регион?', 'Что клиент повторяет?'],
  ],
} as const;

export type AnswerLanguage = keyof typeof ANSWERS;

export function localizedAnswer(language: AnswerLanguage) {
  return (question: string): CannedStep[] => {
    const [intro, outro, followUps] = ANSWERS[language];
    const text = [
      intro,
      '',
      `${FENCE}bash`,
      'npm install @acme/sdk',
      FENCE,
      '',
      outro,
      '',
      `${FENCE}suggestions`,
      ...followUps.map((followUp, index) => `(${followUp})[/questions#${index}]`),
      FENCE,
      '',
    ].join('\n');
    return [
      { type: 'start' },
      {
        type: 'tool-input-available',
        toolCallId: `search-${language}`,
        toolName: 'search',
        input: { query: question },
      },
      { pauseMs: 300 },
      {
        type: 'tool-output-available',
        toolCallId: `search-${language}`,
        output: { results: [{ path: '/quickstart', metadata: { title: 'Quickstart' } }] },
      },
      ...textChunks(language, text),
      { type: 'finish', threadId: `thread-canned-${language}` } as UIMessageChunk,
    ];
  };
}
