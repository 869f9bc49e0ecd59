// Tells subscribers when the page's URL changes, including client-side navigation by the host's router.
//
// Where the Navigation API exists, its `currententrychange` event covers pushState, replaceState, back/forward and
// fragment changes, so nothing of the host's is touched. Elsewhere `history.pushState`/`replaceState` are wrapped,
// once for all widgets on the page (reference-counted), and restored when the last one unsubscribes — unless another
// script wrapped them after us, in which case ours stays in place as a pass-through rather than unwrap theirs.
// Nothing runs at import time: the first subscription is the first touch of `window`.

type Listener = () => void;

const listeners = new Set<Listener>();
let teardown: (() => void) | null = null;

function notify() {
  for (const listener of [...listeners]) listener();
}

interface NavigationLike extends EventTarget {
  currentEntry?: unknown;
}

function watchWithNavigationApi(navigation: NavigationLike): () => void {
  navigation.addEventListener('currententrychange', notify);
  return () => navigation.removeEventListener('currententrychange', notify);
}

function watchWithHistoryPatch(): () => void {
  const { history } = window;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the very functions, unbound, to put back on dispose
  const originals = { pushState: history.pushState, replaceState: history.replaceState };
  const wrap = <K extends keyof typeof originals>(name: K) => {
    const original = originals[name];
    const wrapped = function (this: History, ...args: Parameters<History[K]>) {
      const result = original.apply(this, args);
      notify();
      return result;
    };
    history[name] = wrapped;
    return wrapped;
  };
  const pushState = wrap('pushState');
  const replaceState = wrap('replaceState');
  const options = { passive: true } as const;
  window.addEventListener('popstate', notify, options);
  window.addEventListener('hashchange', notify, options);
  return () => {
    window.removeEventListener('popstate', notify);
    window.removeEventListener('hashchange', notify);
    if (history.pushState === pushState) history.pushState = originals.pushState;
    if (history.replaceState === replaceState) history.replaceState = originals.replaceState;
  };
}

/** Calls `listener` after every URL change. Returns the unsubscribe function. A no-op outside a browser. */
export function subscribeToPath(listener: Listener): () => void {
  if (typeof window === 'undefined') return () => {};
  listeners.add(listener);
  if (!teardown) {
    const navigation = (window as { navigation?: NavigationLike }).navigation;
    teardown = navigation?.addEventListener ? watchWithNavigationApi(navigation) : watchWithHistoryPatch();
  }
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    teardown?.();
    teardown = null;
  };
}
