import { StreamingMarkdown } from '../../../src/markdown';
import { installBench } from './harness';

installBench((text, streaming) => <StreamingMarkdown text={text} streaming={streaming} />);
