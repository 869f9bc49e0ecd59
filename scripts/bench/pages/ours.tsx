import { StreamingMarkdown } from '../../../src/markdown';
import { loadHighlighter } from '../../../src/markdown/use-highlighter';
import { installBench } from './harness';

// Highlighting on: with its chunk in place, a code block that finishes is tokenized inside the measured update.
await loadHighlighter();
installBench((text, streaming) => <StreamingMarkdown text={text} streaming={streaming} />);
