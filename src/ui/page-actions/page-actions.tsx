import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { defaultPageActionsLabels, type PageActionsLabels } from '../../page-actions/labels';
import { PAGE_ACTIONS_ATTRIBUTE, retainPageActionsStyles } from '../../page-actions/styles';
import { PageActionIcon, type PageActionIconName } from './icons';
import { PageActionsMenu, PageActionsMenuContent, PageActionsMenuItem, PageActionsMenuTrigger } from './menu';
import { usePageActions, type PageActionsOptions } from './use-page-actions';

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

/**
 * "Copy page" and its menu, for beside a page's title (as Mintlify and GitBook put it): copy the page as Markdown,
 * view it as Markdown, open it in ChatGPT or Claude, or ask the assistant about it. A part of its own: it needs no
 * `<DocsAssistant>` on the page, and its Markdown converter loads on the first click that needs it.
 */
export const PageActions = /* @__PURE__ */ forwardRef<HTMLDivElement, PageActionsProps>(function PageActions(
  {
    labels: labelOverrides,
    align = 'end',
    askAI: showAskAI = true,
    unstyled = false,
    markdownUrl,
    content,
    fetch,
    openIn,
    prompt,
    askQuestion,
    onAction,
    ...props
  },
  ref,
) {
  const labels = { ...defaultPageActionsLabels, ...labelOverrides };
  const actions = usePageActions({ markdownUrl, content, fetch, openIn, prompt, askQuestion, onAction });
  const [links, setLinks] = useState<ReturnType<typeof actions.openInLinks>>([]);
  useEffect(() => (unstyled ? undefined : retainPageActionsStyles(document)), [unstyled]);
  const copied = actions.status === 'copied';

  return (
    <div
      role="group"
      aria-label={labels.group}
      {...{ [PAGE_ACTIONS_ATTRIBUTE]: '' }}
      data-align={align}
      data-status={actions.status}
      {...props}
      ref={ref}
    >
      <button type="button" data-part="copy" data-action="copy-page" onClick={() => void actions.copy()}>
        <PageActionIcon name={copied ? 'check' : 'copy'} />
        <span>{copied ? labels.copied : labels.copyPage}</span>
      </button>
      <PageActionsMenu
        onOpenChange={(open) => {
          // The page's address is read when the menu opens: a single-page site may have moved since the render.
          if (open) setLinks(actions.openInLinks());
        }}
      >
        <PageActionsMenuTrigger data-part="trigger" aria-label={labels.moreActions}>
          <PageActionIcon name="chevron" />
        </PageActionsMenuTrigger>
        <PageActionsMenuContent aria-label={labels.menu}>
          <Item
            icon="copy"
            action="copy-page"
            label={labels.copyPage}
            description={labels.copyPageDescription}
            onSelect={() => void actions.copy()}
          />
          <Item
            icon="markdown"
            action="view-markdown"
            label={labels.viewMarkdown}
            description={labels.viewMarkdownDescription}
            newTab={labels.newTab}
            onSelect={() => void actions.view()}
          />
          {links.map(({ target, href }) => (
            <Item
              key={target.id}
              icon="chat"
              action={`open-in-${target.id}`}
              label={target.label}
              description={target.description}
              newTab={labels.newTab}
              href={href}
              onSelect={() => onAction?.({ type: 'open-in', target: target.id, href })}
            />
          ))}
          {showAskAI && (
            <Item
              icon="sparkle"
              action="ask-ai"
              label={labels.askAI}
              description={labels.askAIDescription}
              // After the menu has closed and given focus back to its button: the assistant then gives focus back
              // there when it closes, not to this item, which is gone.
              onSelect={() => queueMicrotask(actions.askAI)}
            />
          )}
        </PageActionsMenuContent>
      </PageActionsMenu>
      <span role="status">{statusText(actions.status, labels)}</span>
    </div>
  );
});

function statusText(status: string, labels: PageActionsLabels): string {
  if (status === 'copied') return labels.copied;
  if (status === 'preparing') return labels.preparing;
  if (status === 'failed') return labels.copyFailed;
  return status === 'no-assistant' ? labels.noAssistant : '';
}

interface ItemProps {
  icon: PageActionIconName;
  action: string;
  label: string;
  description?: string | undefined;
  /** Said after the label by items that open a new tab. */
  newTab?: string;
  href?: string;
  onSelect: () => void;
}

function Item({ icon, action, label, description, newTab, href, onSelect }: ItemProps) {
  const link = href ? { href, target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <PageActionsMenuItem data-action={action} {...link} onSelect={onSelect}>
      <span data-part="item-icon">
        <PageActionIcon name={icon} />
      </span>
      <span data-part="item-text">
        <span data-part="item-label">{label}</span>
        {description && <span data-part="item-description">{description}</span>}
      </span>
      {newTab && (
        <span data-part="external">
          <PageActionIcon name="external" />
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
            {newTab}
          </span>
        </span>
      )}
    </PageActionsMenuItem>
  );
}
