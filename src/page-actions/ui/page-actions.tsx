import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentType,
} from 'react';
import { buttonLabels, type PageActionsLabels } from '../labels';
import { PAGE_ACTIONS_ATTRIBUTE, retainPageActionsStyles } from '../styles';
import { composeHandlers } from '../../primitives/compose-handlers';
import { copyPage } from './copy-page';
import { buttonIcons, PageActionIcon } from './icons';
import { PageActionsMenu, PageActionsMenuTrigger } from './menu';
import type { PageActionContext, PageActionsOptions } from './page-actions-options';
import type { PageActionsMenuItemsProps } from './page-actions-menu-items';
import { useActionStatus } from './use-action-status';

export interface PageActionsProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'prompt' | 'content'>, PageActionsOptions {
  /** Every string, overridable one by one. Default English. */
  labels?: Partial<PageActionsLabels>;
  /** Which side of the buttons the menu lines up with: `end` (default, for a title's right) or `start`. */
  align?: 'start' | 'end';
  /** Leave out "Ask AI about this page" (a page without the assistant). Default shown. */
  askAI?: boolean;
  /** Drop the part's stylesheet (it still sets `data-*` attributes). Default false. */
  unstyled?: boolean;
}

/** The menu, its actions and the Markdown reading: one chunk, fetched on the reader's first sign of intent. */
const loadMenu = () => import('./page-actions-menu-items');

/**
 * "Copy page" and its menu, for beside a page's title (as Mintlify and GitBook put it): copy the page as Markdown,
 * view it as Markdown, open it in ChatGPT or Claude, or ask the assistant about it. A part of its own: it needs no
 * `<DocsAssistant>` on the page. Up front it is the two buttons; the menu loads when a pointer or focus reaches them
 * (or on the click, if that comes first: the menu then opens as soon as it is there), the converter on the first
 * click that needs it.
 */
export const PageActions = /* @__PURE__ */ forwardRef<HTMLDivElement, PageActionsProps>(function PageActions(
  {
    labels: labelOverrides,
    align = 'end',
    askAI = true,
    unstyled = false,
    markdownUrl,
    content,
    fetch,
    openIn,
    prompt,
    askQuestion,
    onAction,
    onPointerEnter,
    onFocus,
    ...props
  },
  ref,
) {
  const labels = { ...buttonLabels, ...labelOverrides };
  const [status, show] = useActionStatus();
  const options = { markdownUrl, content, fetch, openIn, prompt, askQuestion, onAction };
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [Menu, setMenu] = useState<ComponentType<PageActionsMenuItemsProps>>();
  const load = useCallback(() => {
    void loadMenu().then(({ PageActionsMenuItems }) => setMenu(() => PageActionsMenuItems));
  }, []);
  const context = useMemo<PageActionContext & { copy: () => void }>(() => {
    const base = { options: () => latest.current, show };
    const read: Parameters<typeof copyPage>[1] = (doc, o) => loadMenu().then((menu) => menu.readPageMarkdown(doc, o));
    return { ...base, copy: () => void copyPage(base, read) };
  }, [show]);
  useEffect(() => (unstyled ? undefined : retainPageActionsStyles(document)), [unstyled]);
  const copied = status === 'copied';

  return (
    <div
      role="group"
      aria-label={labels.group}
      {...{ [PAGE_ACTIONS_ATTRIBUTE]: '' }}
      data-align={align}
      data-status={status}
      {...props}
      ref={ref}
      onPointerEnter={composeHandlers(onPointerEnter, load)}
      onFocus={composeHandlers(onFocus, load)}
    >
      <button type="button" data-part="copy" data-action="copy-page" onClick={context.copy}>
        <PageActionIcon path={copied ? buttonIcons.check : buttonIcons.copy} />
        <span>{copied ? labels.copied : labels.copyPage}</span>
      </button>
      <PageActionsMenu>
        <PageActionsMenuTrigger data-part="trigger" aria-label={labels.moreActions} onClick={load}>
          <PageActionIcon path={buttonIcons.chevron} />
        </PageActionsMenuTrigger>
        {Menu && <Menu context={context} labels={labels} askAI={askAI} unstyled={unstyled} />}
      </PageActionsMenu>
      <span role="status">{statusText(status, labels)}</span>
    </div>
  );
});

function statusText(status: string, labels: typeof buttonLabels): string {
  if (status === 'copied') return labels.copied;
  if (status === 'preparing') return labels.preparing;
  if (status === 'failed') return labels.copyFailed;
  return status === 'no-assistant' ? labels.noAssistant : '';
}
