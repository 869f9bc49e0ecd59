import { useCallback, useEffect, useRef, useState } from 'react';
import { ANONYMOUS_FP } from '../core/anonymous-fp';
import { createAssistantStore } from '../store/assistant-store';
import type { AssistantEvent } from './events';
import type { AssistantRootProps } from './root-props';
import { useLatest } from './use-latest';
import { AssistantStoreContext } from './store-context';
import { useAsk } from './use-ask';
import { useCheckedProps } from './use-checked-props';
import { useEngine } from './use-engine';
import { useKeyRefusal } from './use-key-refusal';
import { useOpenState } from './use-open-state';
import { usePageContext } from './use-page-context';
import { useReadingPlace } from './use-reading-place';
import { DEFAULT_SHORTCUT, SEARCH_KEY_TAKEN, useShortcut } from './use-shortcut';
import { useUrlQuestion } from './use-url-question';
import { useWidgetValue } from './use-widget-value';
import { AssistantWidgetContext } from './widget-base';

export type { AssistantRootProps } from './root-props';

const PANEL = '[data-da-slot="panel"]';

// Guards for the props read before the rules have checked them (react/use-checked-props.ts), where a wrong type
// would throw inside an effect and take the host's tree down with it.
const call = <T,>(callback: unknown, ...args: T[]) =>
  void (typeof callback === 'function' && (callback as (...args: T[]) => unknown)(...args));
// A shortcut as given (a string, or `false` for none), else the default.
const usableShortcut = (shortcut: unknown, fallback = DEFAULT_SHORTCUT) =>
  typeof shortcut === 'string' || shortcut === false ? shortcut : fallback;
const isStorage = (storage: unknown): storage is Storage | null | undefined =>
  storage == null || typeof (storage as Storage).getItem === 'function';

/** Headless root: one store per instance, open state, the lazily loaded engine, and the shared configuration. */
export function AssistantRoot(props: AssistantRootProps) {
  // One widget per docs site: a changed `domain` starts that site's own conversation, with its own store and engine.
  return <DomainRoot key={props.domain} {...props} />;
}

/**
 * The root of one site's widget: named hooks, in the order their results are needed (react/use-*.ts, each says what
 * it owns). Every callback handed to a part is stable or changes with what it stands for; the newest props are read
 * through `latest` where a part must not re-render for them.
 */
function DomainRoot(hostProps: AssistantRootProps) {
  const { props, checked, loadRules } = useCheckedProps(hostProps);
  const { domain, fp = ANONYMOUS_FP, storage, history, children } = props;
  // Read up front, before the rules can have checked it: a storage that is not one is the default's business.
  const [store] = useState(() =>
    createAssistantStore({
      domain,
      fp,
      storage: isStorage(storage) ? storage : undefined,
      history: history !== false,
    }),
  );
  useEffect(() => store.getState().setFp(fp), [store, fp]);

  const latest = useLatest(props);
  const emit = useCallback((event: AssistantEvent) => call(latest().onEvent, event), [latest]);
  const keyRefused = useKeyRefusal(props.apiKey, latest);

  const widgetRef = useRef<HTMLElement | null>(null);
  const inline = (props.variant ?? 'popover') === 'inline';
  const { open, setOpen, focusReturn } = useOpenState(props, inline, widgetRef, emit);
  const { ask, attach } = useAsk(store, setOpen, emit, keyRefused);
  const { preloadEngine } = useEngine(store, latest, emit, open, { checked, loadRules }, keyRefused);

  // A selection or a reach for code is a sign of intent too: the engine and whatever the host loads on intent.
  const onPageIntent = useCallback(() => {
    loadRules();
    preloadEngine();
    call(latest().onIntent);
  }, [loadRules, preloadEngine, latest]);
  const { loadAffordances } = usePageContext(props.pageContext, { widgetRef, attach, onIntent: onPageIntent });
  // On any other sign of intent (the launcher reached, the shortcut's modifier): everything the reader may reach for
  // next. Nothing loads on a page view without one.
  const preload = useCallback(() => {
    loadAffordances();
    onPageIntent();
  }, [loadAffordances, onPageIntent]);

  // The shortcut opens and closes; with the assistant open and focus elsewhere on the page, it takes the reader to
  // the question box instead (pressed again from there, it closes). Read at the press: the frame may have changed.
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const onShortcut = useCallback(() => {
    const input = inputRef.current;
    if (open && input?.isConnected && !input.closest(PANEL)?.contains(document.activeElement)) input.focus();
    else setOpen(!open);
  }, [open, setOpen]);
  const shortcut = !inline && usableShortcut(props.shortcut);
  useShortcut(shortcut, onShortcut, preload);
  // Ctrl/⌘+K opens the search view (its field closes it again: ui/search/search-dialog.tsx), unless the page's own
  // search takes the keys; the view's code loads as it opens.
  useShortcut(
    props.search !== false && usableShortcut(props.searchShortcut, 'mod+k'),
    () => store.setState({ searchOpen: true }),
    preload,
    props.searchShortcut ? undefined : SEARCH_KEY_TAKEN,
  );
  useUrlQuestion(props.urlQuestion ?? true, ask);
  // Inline is always open: reopening it changes nothing.
  const reopens = (props.reopenAfterNavigation ?? true) && storage !== null;
  const readingPlace = useReadingPlace(reopens, domain, setOpen);

  const widget = useWidgetValue(
    props,
    shortcut || null,
    { open, setOpen, ask, preload, keyRefused, checked, emit, inputRef, widgetRef, focusReturn, readingPlace, latest },
    latest,
  );
  return (
    <AssistantStoreContext.Provider value={store}>
      <AssistantWidgetContext.Provider value={widget}>{children}</AssistantWidgetContext.Provider>
    </AssistantStoreContext.Provider>
  );
}
