import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { format } from '../core/format';
import { conversationMarkdown } from '../messages/conversation-markdown';
import { useCopy } from '../messages/use-copy';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { IconButton } from '../primitives/icon-button';
import { showHistory } from '../store/history';
import { SearchButton } from './search/search-button';
import { siteName } from './site-name';

export interface PanelHeaderProps extends ComponentPropsWithoutRef<'div'> {
  /** Id of the title, which names the dialog (`aria-labelledby`). */
  titleId: string;
}

/**
 * Title, "Search", "Conversation history", "Copy conversation", "New conversation" and close. The title is the host's
 * `title`, else its `title` label, else the site's name ("Ask Fastify"), else the default label. Host children go
 * after the title, before the buttons.
 */
export const PanelHeader = forwardRef<HTMLDivElement, PanelHeaderProps>(function PanelHeader(
  { titleId, children, ...props },
  ref,
) {
  const {
    labels,
    labelOverrides,
    title: hostTitle,
    setOpen,
    variant,
    emit,
    inputRef,
  } = useAssistantWidget('PanelHeader');
  const store = useAssistantStoreApi('PanelHeader');
  const newConversation = useAssistantStore((s) => s.newConversation);
  const hasMessages = useAssistantStore((s) => s.messages.length > 0);
  const keepsHistory = useAssistantStore((s) => s.keepsHistory);
  const historyOpen = useAssistantStore((s) => s.historyOpen ?? false);
  const { copied, copy } = useCopy();
  const [site] = useState(siteName);
  const slot = useSlot('header');
  const title = useSlot('title');
  const text =
    hostTitle ?? labelOverrides?.title ?? (site !== undefined ? format(labels.titleForSite, { site }) : labels.title);
  return (
    <div {...slot} {...props} ref={ref}>
      <h2 {...title} id={titleId}>
        {text}
      </h2>
      {children}
      <SearchButton />
      {keepsHistory && (
        <IconButton
          slot="headerButton"
          action="history"
          icon="history"
          label={labels.history}
          aria-pressed={historyOpen}
          onClick={() => showHistory(store, !historyOpen)}
        />
      )}
      {hasMessages && (
        <IconButton
          slot="headerButton"
          action="copy-conversation"
          icon={copied ? 'check' : 'transcript'}
          label={copied ? labels.copiedConversation : labels.copyConversation}
          data-state={copied ? 'copied' : 'idle'}
          onClick={() => void copy(conversationMarkdown(store.getState().messages, labels))}
        />
      )}
      <IconButton
        slot="headerButton"
        action="new-conversation"
        icon="plus"
        label={labels.newConversation}
        onClick={() => {
          newConversation();
          showHistory(store, false);
          emit({ type: 'new-conversation' });
          // A new conversation starts with a question: the reader types it without reaching for the box.
          inputRef.current?.focus();
        }}
      />
      {variant !== 'inline' && (
        <IconButton
          slot="headerButton"
          action="close"
          icon="close"
          label={labels.close}
          onClick={() => setOpen(false)}
        />
      )}
    </div>
  );
});
