// What `<PageActions>` loads on the reader's first sign of intent (a pointer on it, focus in it, a click): the menu's
// content and items with their keyboard, the actions behind them and the reading of the page's Markdown (whose
// converter is a further chunk, fetched on the first click that needs it).
import { useState } from 'react';
import type { PageActionsLabels } from '../../page-actions/labels';
import { PageActionIcon, type PageActionIconName } from './icons';
import { useMenu } from './menu';
import { PageActionsMenuContent, PageActionsMenuItem } from './menu-content';
import { askAboutPage, openInLinks, viewPage } from './page-action-runs';
import type { PageActionContext } from './page-actions-options';

export { readPageMarkdown } from '../../page-actions/read-page-markdown';

export interface PageActionsMenuItemsProps {
  /** The actions' context, with "Copy page" as the button runs it. */
  context: PageActionContext & { copy: () => void };
  labels: PageActionsLabels;
  askAI: boolean;
}

/** The menu of `<PageActions>`, mounted while it is open. */
export function PageActionsMenuItems(props: PageActionsMenuItemsProps) {
  return useMenu('PageActionsMenuItems').open ? <OpenMenu {...props} /> : null;
}

function OpenMenu({ context, labels, askAI }: PageActionsMenuItemsProps) {
  // The page's address is read when the menu opens (this mounts then): a single-page site may have moved since.
  const [links] = useState(() => openInLinks(context.options()));
  return (
    <PageActionsMenuContent aria-label={labels.menu}>
      <Item
        icon="copy"
        action="copy-page"
        label={labels.copyPage}
        description={labels.copyPageDescription}
        onSelect={context.copy}
      />
      <Item
        icon="markdown"
        action="view-markdown"
        label={labels.viewMarkdown}
        description={labels.viewMarkdownDescription}
        newTab={labels.newTab}
        onSelect={() => void viewPage(context)}
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
          onSelect={() => context.options().onAction?.({ type: 'open-in', target: target.id, href })}
        />
      ))}
      {askAI && (
        <Item
          icon="sparkle"
          action="ask-ai"
          label={labels.askAI}
          description={labels.askAIDescription}
          // After the menu has closed and given focus back to its button: the assistant then gives focus back
          // there when it closes, not to this item, which is gone.
          onSelect={() => queueMicrotask(() => askAboutPage(context))}
        />
      )}
    </PageActionsMenuContent>
  );
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
