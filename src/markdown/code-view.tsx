import { useContext, useMemo, useRef, useState, type ComponentProps } from 'react';
import { CodeTokens } from './code-tokens';
import { CopyCodeButton } from './copy-code-button';
import { grammarFor } from './highlight-languages';
import { format } from '../core/format';
import { COLLAPSE_CHARS, COLLAPSE_LINES, HIGHLIGHT_MAX_CHARS, countLines, previewOf } from './long-content';
import { OpenBlockContext, useMarkdownContext } from './markdown-context';
import { SlicedText } from './sliced-text';
import { useHighlighter } from './use-highlighter';

export interface CodeViewProps extends ComponentProps<'pre'> {
  /** The code exactly as written in the fence (what the copy button copies). */
  code: string;
  /** The fence's language (its info string's first word), if any. */
  language: string | undefined;
}

/**
 * A code block: a header row (the language, the copy button) above a focusable, named scroll region with the code,
 * highlighted once the block is finished. Far more code than a screen holds shows its first part and a "Show all"
 * control; the copy button always copies all of it.
 */
export function CodeView({ code, language, ...rest }: CodeViewProps) {
  const { labels, locale } = useMarkdownContext();
  const open = useContext(OpenBlockContext);
  const pre = useRef<HTMLPreElement>(null);
  const [expanded, setExpanded] = useState(false);

  const lines = useMemo(() => countLines(code), [code]);
  const long = lines > COLLAPSE_LINES || code.length > COLLAPSE_CHARS;
  const shown = long && !expanded ? previewOf(code) : code;

  const grammar = open || shown.length > HIGHLIGHT_MAX_CHARS ? undefined : grammarFor(language);
  const highlighter = useHighlighter(grammar !== undefined);
  const tokens = useMemo(
    () => (highlighter && grammar ? highlighter.highlight(shown, grammar) : undefined),
    [highlighter, grammar, shown],
  );

  const showAll = () => {
    setExpanded(true);
    // The control goes away; focus goes to the code it revealed rather than to the page's start.
    pre.current?.focus();
  };

  return (
    <div data-da-code-block="" data-language={language}>
      <div data-da-code-header="">
        {language ? <span data-da-code-language="">{language}</span> : null}
        <CopyCodeButton code={code} />
      </div>
      <pre
        {...rest}
        ref={pre}
        // A keyboard reader scrolls a wide block from here (axe's scrollable-region-focusable).
        tabIndex={0}
        role="group"
        aria-label={language ? `${labels.codeRegion}, ${language}` : labels.codeRegion}
        // Last: attributes that appear while a block streams (a fence's language arrives after its backticks) are
        // appended, so the finished block's markup stays the same as a one-shot render's.
        data-language={language}
        data-highlighted={tokens ? '' : undefined}
      >
        <code className={language ? `language-${language}` : undefined}>
          {tokens ? (
            <CodeTokens nodes={tokens} />
          ) : shown.length > HIGHLIGHT_MAX_CHARS ? (
            <SlicedText text={shown} />
          ) : (
            shown
          )}
        </code>
      </pre>
      {long && !expanded ? (
        <button type="button" data-da-code-expand="" aria-expanded="false" onClick={showAll}>
          {lines > COLLAPSE_LINES
            ? format(labels.showAllLines, { count: lines }, locale)
            : format(labels.showAllCharacters, { count: code.length }, locale)}
        </button>
      ) : null}
    </div>
  );
}
