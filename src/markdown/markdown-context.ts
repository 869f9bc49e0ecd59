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
}

export type LinkClickHandler = (event: MouseEvent<HTMLAnchorElement>, href: string) => void;

export interface MarkdownContextValue {
  labels: Required<StreamingMarkdownLabels>;
  /** Reads the latest handler, so a new function from the host does not re-render every block. */
  onLinkClick: LinkClickHandler;
  /** Which of the answer's sources a link points at, if any: those links render as numbered citation chips. */
  findCitation: FindCitation;
}

export const defaultMarkdownLabels: Required<StreamingMarkdownLabels> = {
  copyCode: 'Copy',
  copiedCode: 'Copied',
  citation: 'Source {number}: {title}',
};

export const MarkdownContext = createContext<MarkdownContextValue>({
  labels: defaultMarkdownLabels,
  onLinkClick: () => {},
  findCitation: () => undefined,
});

export const useMarkdownContext = () => useContext(MarkdownContext);
