import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { format } from '../core/format';
import { IconButton } from '../primitives/icon-button';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { clearHistory, deleteConversation, openConversation, showHistory } from '../store/history';
import { timeAgo } from './time-ago';

export type RecentConversationsProps = ComponentPropsWithoutRef<'div'>;

/**
 * The recent conversations, in the panel's body when the header's "Recent conversations" is pressed: each by its
 * first question, when it was last used and the page it started on. Opening one continues it (its thread and key);
 * delete removes one, "Clear all" every one after a confirmation. The rules are the store's (store/history.ts).
 */
export const RecentConversations = forwardRef<HTMLDivElement, RecentConversationsProps>(
  function RecentConversations(props, ref) {
    const { labels, inputRef, emit } = useAssistantWidget('RecentConversations');
    const store = useAssistantStoreApi('RecentConversations');
    const entries = useAssistantStore((s) => s.recent) ?? [];
    const openId = useAssistantStore((s) => s.messages[0]?.id);
    const slot = useSlot('history');
    const entrySlot = useSlot('historyEntry');
    const action = useSlot('action');
    const headingId = useId();
    const headingRef = useRef<HTMLHeadingElement>(null);
    const listRef = useRef<HTMLUListElement>(null);
    const [confirming, setConfirming] = useState(false);
    const confirmRef = useRef<HTMLButtonElement>(null);
    const [now] = useState(Date.now);

    // Opening the view says where the reader is: the heading takes focus, and a screen reader reads it.
    useEffect(() => headingRef.current?.focus(), []);
    // A question asked from the composer meanwhile goes to the open conversation: show it.
    useEffect(
      () =>
        store.subscribe((state, previous) => {
          if (state.outbox.length > previous.outbox.length) showHistory(store, false);
        }),
      [store],
    );
    // Where focus goes on a delete: the entry that takes the deleted one's place, else the one before, else the
    // heading. Moved in the click itself, before the entry leaves: an effect after the re-render (after paint on
    // Preact) left focus on <body> for a frame or more, and then pulled it back from wherever the reader's next keys
    // had taken it.
    const focusAfterDelete = (index: number) => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-action="open-conversation"]');
      (buttons?.[index + 1] ?? buttons?.[index - 1] ?? headingRef.current)?.focus();
    };
    useEffect(() => {
      if (confirming) confirmRef.current?.focus();
    }, [confirming]);

    return (
      <div {...slot} role="region" aria-labelledby={headingId} {...props} ref={ref}>
        <div data-da-history-head="">
          <h3 data-da-heading="" id={headingId} ref={headingRef} tabIndex={-1}>
            {labels.recentConversations}
          </h3>
          {entries.length > 0 && !confirming && (
            <button type="button" {...action} data-action="clear-history" onClick={() => setConfirming(true)}>
              {labels.clearHistory}
            </button>
          )}
        </div>
        {confirming && (
          <div role="group" aria-label={labels.clearHistory} data-da-history-confirm="">
            <p>{format(labels.clearHistoryConfirm, { count: entries.length })}</p>
            <button
              type="button"
              {...action}
              ref={confirmRef}
              data-action="confirm-clear-history"
              onClick={() => {
                clearHistory(store);
                emit({ type: 'clear-history' });
                setConfirming(false);
                headingRef.current?.focus();
              }}
            >
              {labels.clearHistoryConfirmed}
            </button>
            <button
              type="button"
              {...action}
              data-action="cancel"
              onClick={() => {
                setConfirming(false);
                headingRef.current?.focus();
              }}
            >
              {labels.cancel}
            </button>
          </div>
        )}
        {entries.length === 0 ? (
          <p data-da-muted="">{labels.noRecentConversations}</p>
        ) : (
          <ul role="list" ref={listRef}>
            {entries.map((entry, index) => {
              const when = timeAgo(entry.updatedAt, now);
              return (
                <li key={entry.id} {...entrySlot} data-state={entry.id === openId ? 'open' : undefined}>
                  <button
                    type="button"
                    data-action="open-conversation"
                    aria-current={entry.id === openId ? 'true' : undefined}
                    onClick={() => {
                      openConversation(store, entry.id);
                      emit({ type: 'open-conversation', threadId: entry.threadId });
                      inputRef.current?.focus();
                    }}
                  >
                    <span data-da-history-title="">{entry.title}</span>
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
                      focusAfterDelete(index);
                      deleteConversation(store, entry.id);
                      emit({ type: 'delete-conversation', threadId: entry.threadId });
                    }}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  },
);

export type HistoryNoticeProps = ComponentPropsWithoutRef<'div'>;

/** Shown once when storage refuses the recent conversations: the widget keeps working, and says what that costs. */
export const HistoryNotice = forwardRef<HTMLDivElement, HistoryNoticeProps>(function HistoryNotice(props, ref) {
  const { labels } = useAssistantWidget('HistoryNotice');
  const store = useAssistantStoreApi('HistoryNotice');
  const shown = useAssistantStore((s) => s.historyNotice);
  const slot = useSlot('historyNotice');
  const action = useSlot('action');
  if (!shown) return null;
  return (
    <div {...slot} role="status" {...props} ref={ref}>
      <p>{labels.historyUnsaved}</p>
      <button type="button" {...action} data-action="dismiss" onClick={() => store.setState({ historyNotice: false })}>
        {labels.dismiss}
      </button>
    </div>
  );
});
