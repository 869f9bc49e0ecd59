// What `<PageActions>` loads on the reader's first sign of intent (a pointer on it, focus in it, a click): the menu's
// content and items with their keyboard, the actions behind them and the reading of the page's Markdown (whose
// converter is a further chunk, fetched on the first click that needs it).
import { useState } from 'react';
import type { PageActionsLabels } from '../labels';
import { menuLabels } from '../menu-labels';
import { retainPageActionsMenuStyles } from '../menu-styles';
import { useIsomorphicLayoutEffect } from '../../react/use-isomorphic-layout-effect';
import { buttonIcons, PageActionIcon } from './icons';
import { useMenu } from './menu';
import { PageActionsMenuContent, PageActionsMenuItem } from './menu-content';
import { askAboutPage, openInLinks, viewPage } from './page-action-runs';
import type { PageActionContext } from './page-actions-options';

export { readPageMarkdown } from '../read-page-markdown';

/** The menu's icons (the buttons' are up front). */
const icons = {
  ...buttonIcons,
  markdown: 'M4 6h16v12H4zM7 15V9l2.5 3L12 9v6M15.5 9v6M13.5 13l2 2 2-2',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  sparkle: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z',
  chat: 'M4 5h16v11H9l-5 4z',
};

export interface PageActionsMenuItemsProps {
  /** The actions' context, with "Copy page" as the button runs it. */
  context: PageActionContext & { copy: () => void };
  /** The buttons' strings and the host's overrides (of any string). */
  labels: Partial<PageActionsLabels>;
  askAI: boolean;
  unstyled: boolean;
}

/** The menu of `<PageActions>`, mounted while it is open. */
export function PageActionsMenuItems({ labels, unstyled, ...props }: PageActionsMenuItemsProps) {
  // Mounted on the first intent, usually before the menu opens. When the click came first, the menu waits for its
  // rules (a layout effect, before paint): it measures itself on mount to stay on screen.
  const [styled, setStyled] = useState(unstyled);
  useIsomorphicLayoutEffect(() => {
    if (unstyled) return setStyled(true);
    const release = retainPageActionsMenuStyles(document);
    setStyled(true);
    return release;
  }, [unstyled]);
  const open = useMenu('PageActionsMenuItems').open;
  return open && styled ? <OpenMenu {...props} labels={{ ...menuLabels, ...labels } as PageActionsLabels} /> : null;
}

function OpenMenu({
  context,
  labels,
  askAI,
}: Omit<PageActionsMenuItemsProps, 'unstyled'> & { labels: PageActionsLabels }) {
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
  icon: keyof typeof icons;
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
        <PageActionIcon path={icons[icon]} />
      </span>
      <span data-part="item-text">
        <span data-part="item-label">{label}</span>
        {description && <span data-part="item-description">{description}</span>}
      </span>
      {newTab && (
        <span data-part="external">
          <PageActionIcon path={icons.external} />
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
            {newTab}
          </span>
        </span>
      )}
    </PageActionsMenuItem>
  );
}
