import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { CodeView } from './code-view';

// The answer's follow-up questions arrive as a fenced `suggestions` block; the host renders them as buttons.
export const HIDDEN_LANGUAGES = new Set(['suggestions']);

type HastNode = NonNullable<ExtraProps['node']>['children'][number];

function codeElement(node: ExtraProps['node']) {
  const code = node?.children[0];
  return code?.type === 'element' && code.tagName === 'code' ? code : undefined;
}

function languageOf(code: ReturnType<typeof codeElement>): string | undefined {
  const classes = code?.properties.className;
  const list = Array.isArray(classes) ? classes : [];
  const language = list.find((c) => typeof c === 'string' && c.startsWith('language-'));
  return typeof language === 'string' ? language.slice('language-'.length) : undefined;
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** `pre` of a fenced or indented code block, rendered by `CodeView` from the code's text and the fence's language. */
export function CodeBlock({ node, children, ...rest }: ComponentProps<'pre'> & ExtraProps) {
  const code = codeElement(node);
  const language = languageOf(code);
  if (language && HIDDEN_LANGUAGES.has(language)) return null;
  return <CodeView {...rest} code={code ? textOf(code) : ''} language={language} />;
}
