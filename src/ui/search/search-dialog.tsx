import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../../react/use-isomorphic-layout-effect';
import { isApplePlatform, matchesShortcut, parseShortcut } from '../../react/use-shortcut';
import { useAssistantStoreApi } from '../../react/store-context';
import { useAssistantWidget, useAssistantWidgetBase, useSlot } from '../../react/widget-context';
import { useEscapeLayer } from '../../primitives/use-escape-layer';
import { IconButton } from '../../primitives/icon-button';
import { addRecent } from '../../search/recents';
import { searchFilter } from '../../search/search-filter';
import { inertOthers } from '../inert-page';
import { AssistantLabelsProvider } from '../labels-provider';
import { trapTab } from '../use-focus-trap';
import { SearchBody } from './search-body';
import { useSearchOptions } from './search-options';
import { useSearchSource } from './search-source';
import { useSearch } from './use-search';

/**
 * The search view (Ctrl/⌘+K, the panel's Search button, `openSearch()`): a modal layer above the page and the panel,
 * with a combobox in the WAI-ARIA pattern — the field keeps focus, ↑/↓ move the active option
 * (`aria-activedescendant`), Enter opens it, Ctrl/⌘+Enter asks AI, Escape closes and gives focus back. Its own chunk,
 * loaded as it first opens (ui/search-chunk.ts). Rendered by the preset while the store's `searchOpen` is true.
 */
export function SearchDialog() {
  const { checked, preload, latest } = useAssistantWidgetBase('SearchDialog');
  const store = useAssistantStoreApi('SearchDialog');
  const off = checked && latest().search === false;
  // The engine and the prop rules, for "Ask AI" to answer at once; the view waits for the rules' check of `search`.
  useEffect(preload, [preload]);
  // `openSearch()` on a widget without search: nothing opens.
  useEffect(() => void (off && store.setState({ searchOpen: false })), [off, store]);
  if (!checked || off) return null;
  return (
    <AssistantLabelsProvider>
      <SearchLayer />
    </AssistantLabelsProvider>
  );
}

type CloseReason = 'dismiss' | 'ask' | 'navigate';

function SearchLayer() {
  const widget = useAssistantWidget('SearchDialog');
  const { labels, ask, latest, widgetRef, inputRef: questionRef, emit } = widget;
  const store = useAssistantStoreApi('SearchDialog');
  const source = useSearchSource();
  const [filter] = useState(() => () => searchFilter(latest()));
  const [query, setQuery] = useState(() => store.getState().searchQuery ?? '');
  const { state, update, retry } = useSearch(source, filter, query);
  const dialogRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const slot = useSlot('search');
  const backdrop = useSlot('searchBackdrop');
  const input = useSlot('searchInput');

  // Where focus was when the view opened (the page, the panel's Search button): it goes back there on Escape.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  const closeReason = useRef<CloseReason>('dismiss');
  const close = useCallback(
    (reason: CloseReason = 'dismiss') => {
      closeReason.current = reason;
      store.setState({ searchOpen: false });
    },
    [store],
  );

  // The page behind is inert while the view is open (the widget itself stays live: the panel may be under it).
  useIsomorphicLayoutEffect(() => {
    const keep = widgetRef.current ?? dialogRef.current;
    if (!keep) return;
    return inertOthers([keep]);
  }, [widgetRef]);
  useIsomorphicLayoutEffect(() => {
    fieldRef.current?.focus({ preventScroll: true });
    fieldRef.current?.select();
    return () => {
      // After the page is no longer inert (the effect above is cleaned up after this one: declared first).
      if (closeReason.current !== 'dismiss') return;
      const back = opener?.isConnected && opener !== document.body ? opener : null;
      queueMicrotask(() => {
        back?.focus({ preventScroll: true });
        if (document.activeElement !== back)
          widgetRef.current?.querySelector<HTMLElement>('[data-da-slot="launcher"]')?.focus({ preventScroll: true });
      });
    };
  }, [opener, widgetRef]);
  const onEscapeKeyDown = useEscapeLayer(true, { dismiss: close });

  const askAi = useCallback(
    (question: string) => {
      const text = question.trim();
      if (!text) return;
      addRecent(store, { kind: 'ask', text });
      store.setState({ searchAsked: text });
      close('ask');
      // Focus goes to where the reader was, so that closing the assistant later gives it back there, not to <body>.
      if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
      ask(text);
      // Already open (search was above the panel): the question box takes the reader, as a new question would.
      queueMicrotask(() => questionRef.current?.focus({ preventScroll: true }));
    },
    [ask, close, store, opener, questionRef],
  );
  const navigate = useCallback(
    (href: string) => {
      addRecent(store, { kind: 'search', text: query });
      emit({ type: 'search-result', href, query: query.trim() });
      close('navigate');
      const onNavigate = latest().onNavigate;
      if (typeof onNavigate === 'function') onNavigate(href);
      else window.location.assign(href);
    },
    [store, query, emit, close, latest],
  );

  const options = useSearchOptions(state, query, askAi, navigate);
  const onQuery = (next: string) => {
    setQuery(next);
    store.setState({ searchQuery: next });
    options.reset();
    update(next);
  };

  const onFieldKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    // The search shortcut pressed in the field closes the view (the page's listener leaves a field's keys alone).
    const { search, searchShortcut } = latest();
    const shortcut = typeof searchShortcut === 'string' ? searchShortcut : 'mod+k';
    if (search !== false && matchesShortcut(event.nativeEvent, parseShortcut(shortcut), isApplePlatform())) {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      askAi(query);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      options.activate(event.nativeEvent);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!query.trim()) dialogRef.current?.querySelector<HTMLElement>('[data-da-slot="searchRecent"] button')?.focus();
      else options.move(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const expanded = query.trim() !== '';
  return (
    <>
      <div {...backdrop} aria-hidden="true" onClick={() => close()} />
      <div
        {...slot}
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={labels.search}
        data-state="open"
        data-status={expanded ? state.status : 'idle'}
        onKeyDown={(event) => {
          onEscapeKeyDown(event);
          if (event.key !== 'Tab' || !dialogRef.current) return;
          // Tab stays in the view, and goes no further: the panel under it, full-screen on a phone, traps Tab on the
          // document too, and would pull focus back into itself.
          trapTab(event.nativeEvent, dialogRef.current);
          event.stopPropagation();
        }}
      >
        <div data-da-search-head="">
          <input
            {...input}
            ref={fieldRef}
            type="search"
            role="combobox"
            aria-label={labels.searchInputLabel}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? options.activeId : undefined}
            placeholder={labels.searchPlaceholder}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            // A search box, not a paste buffer: a question longer than this is for the assistant's own box.
            maxLength={1_000}
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            onKeyDown={onFieldKeyDown}
          />
          <IconButton
            slot="headerButton"
            action="close-search"
            icon="close"
            label={labels.searchClose}
            onClick={() => close()}
          />
        </div>
        <SearchBody
          listId={listId}
          query={query}
          expanded={expanded}
          state={state}
          options={options}
          noSource={source === null}
          onRetry={retry}
          onPickRecent={(entry) => (entry.kind === 'ask' ? askAi(entry.text) : onQuery(entry.text))}
          fieldRef={fieldRef}
        />
      </div>
    </>
  );
}
