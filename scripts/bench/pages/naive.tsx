import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { installBench } from './harness';

const plugins = [remarkGfm];
installBench((text) => <Markdown remarkPlugins={plugins}>{text}</Markdown>);
