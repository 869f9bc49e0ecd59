import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { format } from '../../core/format';
import { IconButton } from '../../primitives/icon-button';
import { useAssistantStore, useAssistantStoreApi } from '../../react/store-context';
import { useAssistantWidget, useSlot } from '../../react/widget-context';
import { deleteConversation, openConversation, openConversationId } from '../../store/history';
import type { SavedConversation } from '../../store/saved-conversation';
import { timeAgo } from '../time-ago';

export interface HistoryEntryProps extends ComponentPropsWithoutRef<'li'> {
  entry: SavedConversation;
  /** The time "5 minutes ago" counts from: the view's opening, so nothing shifts while the reader looks. */
  now: number;
  /** Runs before the entry is deleted, while it is still there: the list moves focus then. */
  onDelete?: () => void;
}

/**
 * One conversation of the history: its first question, when it was last used and the page it started on. Opening it
 * continues it (its thread and key) and takes the reader to the question box; delete removes it (the store's rules,
 * store/history.ts).
 */
export const HistoryEntry = forwardRef<HTMLLIElement, HistoryEntryProps>(function HistoryEntry(
  { entry, now, onDelete, ...props },
  ref,
) {
  const { labels, language, inputRef, emit } = useAssistantWidget('HistoryEntry');
  const store = useAssistantStoreApi('HistoryEntry');
  const isOpen = useAssistantStore((s) => openConversationId(s) === entry.id);
  const slot = useSlot('historyEntry');
  const when = timeAgo(entry.updatedAt, now, language);
  return (
    <li {...slot} data-state={isOpen ? 'open' : undefined} {...props} ref={ref}>
      <button
        type="button"
        data-action="open-conversation"
        aria-current={isOpen ? 'true' : undefined}
        onClick={() => {
          openConversation(store, entry.id);
          emit({ type: 'open-conversation', threadId: entry.threadId });
          inputRef.current?.focus();
        }}
      >
        {/* A question in any language: its direction from its own first letters, not the panel's. */}
        <span data-da-history-title="" dir="auto">
          {entry.title}
        </span>
        <span data-da-muted="" data-da-history-meta="">
          {entry.path ? format(labels.conversationMeta, { when, path: entry.path }) : when}
        </span>
      </button>
      <IconButton
        slot="action"
        action="delete-conversation"
        icon="trash"
        label={format(labels.deleteConversation, { title: entry.title })}
        onClick={() => {
          onDelete?.();
          deleteConversation(store, entry.id);
          emit({ type: 'delete-conversation', threadId: entry.threadId });
        }}
      />
    </li>
  );
});
