import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { OpenInTarget } from '../open-in';
import { readPageMarkdown } from '../read-page-markdown';
import { copyPage } from './copy-page';
import { askAboutPage, openInLinks, viewPage } from './page-action-runs';
import type { PageActionContext, PageActionStatus, PageActionsOptions } from './page-actions-options';
import { useActionStatus } from './use-action-status';

export type { PageAction, PageActionStatus, PageActionsOptions } from './page-actions-options';

export interface PageActionsApi {
  status: PageActionStatus;
  copy: () => Promise<void>;
  view: () => Promise<void>;
  askAI: () => void;
  /** The "Open in" items with their address for this page (read when called: the page may have changed). */
  openInLinks: () => Array<{ target: OpenInTarget; href: string }>;
}

/** The page actions' behaviour, for a menu of the host's own (`docs-assistant/headless`). */
export function usePageActions(options: PageActionsOptions = {}): PageActionsApi {
  const [status, show] = useActionStatus();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const context = useMemo<PageActionContext>(() => ({ options: () => latest.current, show }), [show]);
  return {
    status,
    copy: useCallback(() => copyPage(context, readPageMarkdown), [context]),
    view: useCallback(() => viewPage(context), [context]),
    askAI: useCallback(() => askAboutPage(context), [context]),
    openInLinks: useCallback(() => openInLinks(latest.current), []),
  };
}
