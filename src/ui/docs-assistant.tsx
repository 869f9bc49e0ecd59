import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type RefObject,
} from 'react';
import type { ContextItem } from '../core/types';
import { AssistantRoot, type AssistantRootProps } from '../react/assistant-root';
import { loadEngine } from '../react/lazy-chunks';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { loadedPanel, loadPanel } from './lazy-panel';
import { useAssistantWidgetBase, useSlot } from '../react/widget-base';
import { Launcher } from './launcher';
import { PanelShell } from './panel-shell';
import { eagerLabels } from './eager-labels';
import { themeStyle, type AssistantTheme } from './theme';
import { useColorScheme } from './use-color-scheme';

export interface DocsAssistantProps extends Omit<AssistantRootProps, 'children'> {
  /** Colours, radius and font, applied as `--da-*` custom properties. Default: light/dark auto, teal accent. */
  theme?: AssistantTheme;
  /** Extra class on the root element. */
  className?: string;
  /** Extra inline style on the root element (e.g. more `--da-*` properties). */
  style?: CSSProperties;
  /**
   * The floating launcher button. Default `true`; `false` for a site that opens the assistant from its own button
   * (an "Ask AI" in its navbar, through the ref's `open()` or `ask()`) and the shortcut only.
   */
  launcher?: boolean;
}

/** What a host can do from its own buttons through a ref. */
export interface DocsAssistantHandle {
  open(): void;
  close(): void;
  toggle(): void;
  ask(question: string, options?: { context?: ContextItem[] }): void;
  addContext(item: ContextItem): void;
  newConversation(): void;
  /** Deletes every recent conversation, the open one included (it starts anew), from memory and storage. */
  clearHistory(): void;
  /** Opens the search view (what Ctrl/⌘+K does): for a search box or button of your own. Nothing with `search={false}`. */
  openSearch(): void;
}

// The lazy chunks as components that never reject, a fresh one for each opening: React keeps a failed lazy's error for
// good, and a chunk that does not come (the network dropped, a deploy replaced it) would throw out of the host's tree,
// and React would then take the host's whole page down with it.
const lazyPanel = () =>
  lazy(() =>
    loadPanel().then(
      (chunk): { default: ComponentType } => ({ default: chunk.Panel }),
      () => ({ default: PanelLoadFailed }),
    ),
  );

/** The panel in the frame it opens: directly when its chunk is here (decided once per opening), else the shell. */
function PanelSlot() {
  const [Loaded] = useState(() => loadedPanel()?.Panel);
  const [LazyPanel] = useState(lazyPanel);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<PanelShell />}>
      <LazyPanel />
    </Suspense>
  );
}

/** The loading frame saying the panel's chunk did not come, with a retry; the reader's draft stays in its box. */
function PanelLoadFailed() {
  const { labelOverrides, inputRef } = useAssistantWidgetBase('DocsAssistant');
  const store = useAssistantStoreApi('DocsAssistant');
  const [retried, setRetried] = useState(false);
  const error = useSlot('error');
  const action = useSlot('action');
  // Tried again: the slot afresh, with a new lazy panel (or the panel itself, if its chunk came meanwhile).
  if (retried) return <PanelSlot />;
  return (
    <PanelShell aria-busy="false" data-state="failed">
      <div {...error} role="alert" data-kind="network">
        <p>{labelOverrides?.errors?.network ?? eagerLabels.network}</p>
        <button
          type="button"
          {...action}
          data-action="retry"
          onClick={() => {
            setRetried(true);
            // The engine's chunk did not come either (the connection was down): one press tries both again.
            const state = store.getState();
            if (state.error && !state.engine) state.retry();
            // The button goes away with this frame: focus would fall to the page.
            inputRef.current?.focus();
          }}
        >
          {labelOverrides?.retry ?? eagerLabels.retry}
        </button>
      </div>
    </PanelShell>
  );
}

/** The preset: launcher and panel, styled by `docs-assistant/styles.css`. */
export const DocsAssistant = forwardRef<DocsAssistantHandle, DocsAssistantProps>(function DocsAssistant(props, ref) {
  return (
    // Every prop goes to the root, the preset's own too, for the prop rules to check (react/use-checked-props.ts);
    // the theme comes back from it checked. The layout takes the class and style it needs from the same props.
    <AssistantRoot {...props} onIntent={composeIntent(props.onIntent)}>
      <PresetLayout ref={ref} {...props} />
    </AssistantRoot>
  );
});

type PresetLayoutProps = Pick<DocsAssistantProps, 'className' | 'style' | 'launcher'>;

const PresetLayout = forwardRef<DocsAssistantHandle, PresetLayoutProps>(function PresetLayout(
  { className, style, launcher },
  ref,
) {
  const widget = useAssistantWidgetBase('DocsAssistant');
  const theme = widget.theme as AssistantTheme | undefined;
  const store = useAssistantStoreApi('DocsAssistant');
  const { variant, open, setOpen, ask, unstyled, classNames, widgetRef } = widget;

  useImperativeHandle(
    ref,
    () => ({
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen(!open),
      ask,
      addContext: (item) => store.getState().addContext(item),
      newConversation: () => store.getState().newConversation(),
      // The history's rules load with the engine: nothing of them is up front.
      clearHistory: () => void loadEngine().then((engine) => engine.clearHistory(store)),
      openSearch: () => store.setState({ searchOpen: true }),
    }),
    [setOpen, open, ask, store],
  );

  const searchOpen = useAssistantStore((s) => s.searchOpen);
  const [[colorScheme, painted], readPage] = useColorScheme(theme?.colorScheme);
  // After the first paint: the page read again as it changes, and the launcher kept clear of the host's controls
  // (ui/page-fit.ts, a chunk of its own).
  const launcherRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const root = widgetRef.current!;
    const launcher = unstyled ? undefined : launcherRef.current;
    const fit = import('./page-fit')
      .then((chunk) => chunk.fitToPage({ root, launcher, refresh: readPage }))
      // Its chunk did not come (offline, a deploy replaced it): the widget shows anyway, in the OS's scheme.
      .catch(() => void readPage({ painted: undefined }));
    return () => void fit.then((dispose) => dispose?.());
  }, [variant, unstyled, widgetRef, readPage]);

  const rootClass = [classNames.root, className].filter(Boolean).join(' ') || undefined;
  return (
    <div
      // The widget's outermost element, whose own selections and code page context ignores.
      ref={widgetRef as RefObject<HTMLDivElement | null>}
      data-docs-assistant=""
      data-da-slot="root"
      data-variant={variant}
      data-state={open || variant === 'inline' ? 'open' : 'closed'}
      data-color-scheme={colorScheme}
      data-da-page={painted}
      data-da-placement={theme?.placement}
      data-unstyled={unstyled ? '' : undefined}
      className={rootClass}
      // No style object without a theme or style: React then skips its style code at mount.
      // A `style` that is not an object (an untyped host's string) would throw as React applies it: left out.
      style={theme || style ? { ...themeStyle(theme), ...(typeof style === 'object' ? style : null) } : undefined}
    >
      {(open || variant === 'inline') && <PanelSlot />}
      {variant !== 'inline' && launcher !== false && <Launcher ref={launcherRef} />}
      {searchOpen && <SearchSlot />}
    </div>
  );
});

/**
 * The search view, loaded as it first opens. When its chunk does not come, the view closes, and Ctrl/⌘+K or the
 * Search button loads it again.
 */
function SearchSlot() {
  const store = useAssistantStoreApi('DocsAssistant');
  const [LazySearch] = useState(() =>
    lazy(() =>
      import('./search-chunk').catch(() => {
        store.setState({ searchOpen: false });
        return { default: () => null };
      }),
    ),
  );
  return (
    <Suspense>
      <LazySearch />
    </Suspense>
  );
}

/**
 * The preset's panel loads with the engine on every sign of intent, and so does whatever the host adds. A host's
 * `onIntent` that is not a function goes to the root as it is, for the prop rules to report (and drop).
 */
function composeIntent(theirs: (() => void) | undefined): (() => void) | undefined {
  if (theirs !== undefined && typeof theirs !== 'function') return theirs;
  return () => {
    theirs?.();
    // The panel's chunk. Its locale's table is fetched by the panel as it first renders (ui/use-locale.ts): asking for
    // it here, beside the chunk, took the first chunk a page loads over its budget (ARCHITECTURE.md, "Every reader's language").
    void loadPanel().catch(() => undefined);
  };
}
