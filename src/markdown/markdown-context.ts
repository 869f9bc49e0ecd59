import { createContext, useContext, type MouseEvent } from 'react';
import type { FindCitation } from './citations';

/** Visible strings of the rendered answer; each can be overridden. */
export interface StreamingMarkdownLabels {
  /** Copy button of a code block. Default "Copy". */
  copyCode?: string;
  /** Copy button once copied, also announced politely. Default "Copied". */
  copiedCode?: string;
  /** Accessible name of a citation chip; `{number}` and `{title}` are replaced. Default "Source {number}: {title}". */
  citation?: string;
  /** Name of a code block's scrollable region, followed by ", <language>" when the fence names one. Default "Code". */
  codeRegion?: string;
  /** Name of a table's scrollable region. Default "Table". */
  table?: string;
  /** Expands a long code block; `{count}` is its number of lines. Default "Show all {count} lines". */
  showAllLines?: string;
  /** Expands a very long block of one or few lines; `{count}` is its length. Default "Show all {count} characters". */
  showAllCharacters?: string;
}

export type LinkClickHandler = (event: MouseEvent<HTMLAnchorElement>, href: string) => void;

export interface MarkdownContextValue {
  labels: Required<StreamingMarkdownLabels>;
  /** Reads the latest handler, so a new function from the host does not re-render every block. */
  onLinkClick: LinkClickHandler;
  /** Which of the answer's sources a link points at, if any: those links render as numbered citation chips. */
  findCitation: FindCitation;
  /** The labels' language, for their plural forms and numbers; undefined is the browser's. */
  locale: string | undefined;
}

export const defaultMarkdownLabels: Required<StreamingMarkdownLabels> = {
  copyCode: 'Copy',
  copiedCode: 'Copied',
  citation: 'Source {number}: {title}',
  codeRegion: 'Code',
  table: 'Table',
  showAllLines: 'Show all {count, plural, one {# line} other {# lines}}',
  showAllCharacters: 'Show all {count, plural, one {# character} other {# characters}}',
};

export const MarkdownContext = createContext<MarkdownContextValue>({
  labels: defaultMarkdownLabels,
  onLinkClick: () => {},
  findCitation: () => undefined,
  locale: undefined,
});

export const useMarkdownContext = () => useContext(MarkdownContext);

/** True inside the block still being written: its code stays plain until it closes (highlighted once, finished). */
export const OpenBlockContext = createContext(false);
