import { createContext, useContext, type MouseEvent } from 'react';

/** Visible strings of the rendered answer; each can be overridden. */
export interface StreamingMarkdownLabels {
  /** Copy button of a code block. Default "Copy". */
  copyCode?: string;
  /** Copy button once copied, also announced politely. Default "Copied". */
  copiedCode?: string;
}

export type LinkClickHandler = (event: MouseEvent<HTMLAnchorElement>, href: string) => void;

export interface MarkdownContextValue {
  labels: Required<StreamingMarkdownLabels>;
  /** Reads the latest handler, so a new function from the host does not re-render every block. */
  onLinkClick: LinkClickHandler;
}

export const defaultMarkdownLabels: Required<StreamingMarkdownLabels> = { copyCode: 'Copy', copiedCode: 'Copied' };

export const MarkdownContext = createContext<MarkdownContextValue>({
  labels: defaultMarkdownLabels,
  onLinkClick: () => {},
});

export const useMarkdownContext = () => useContext(MarkdownContext);
