import { useRef, type ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { CopyCodeButton } from './copy-code-button';

// The answer's follow-up questions arrive as a fenced `suggestions` block; the host renders them as buttons.
const HIDDEN_LANGUAGES = new Set(['suggestions']);

function languageOf(node: ExtraProps['node']): string | undefined {
  const code = node?.children[0];
  if (code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes : [];
  const language = list.find((c) => typeof c === 'string' && c.startsWith('language-'));
  return typeof language === 'string' ? language.slice('language-'.length) : undefined;
}

/** `pre` of a fenced or indented code block: the language as `data-language` and a copy button. */
export function CodeBlock({ node, children, ...rest }: ComponentProps<'pre'> & ExtraProps) {
  const pre = useRef<HTMLPreElement>(null);
  const language = languageOf(node);
  if (language && HIDDEN_LANGUAGES.has(language)) return null;
  return (
    <div data-da-code-block="" data-language={language}>
      <pre {...rest} ref={pre} data-language={language}>
        {children}
      </pre>
      <CopyCodeButton source={pre} />
    </div>
  );
}
