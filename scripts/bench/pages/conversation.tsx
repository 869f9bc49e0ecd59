import { memo } from 'react';
import { StreamingMarkdown } from '../../../src/markdown';
import { docsAnswer } from '../docs-answer';
import { installBench } from './harness';

// 200 finished answers above the streaming one, as in a long conversation; each message is memoised, as the
// widget's message list does, so only the streaming one may re-render.
const history = Array.from({ length: 200 }, (_, i) => `Answer ${i}\n\n${docsAnswer(1500 + (i % 5) * 300)}`);
const Message = memo(({ text }: { text: string }) => <StreamingMarkdown text={text} />);
const History = memo(() => (
  <>
    {history.map((text, i) => (
      <Message key={i} text={text} />
    ))}
  </>
));

installBench(
  (text, streaming) => <StreamingMarkdown text={text} streaming={streaming} />,
  () => <History />,
);
