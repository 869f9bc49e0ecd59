import { useEffect, useState } from 'react';

type Highlighter = typeof import('./highlight');

// The loaded module is shared by every block and every widget on the page, like the module itself: once it is in,
// a block that finishes is highlighted in the same render, so no block shows plain and then changes twice.
let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** Loads the highlighter's chunk (once); tests and benches call it to start with it in place. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('./highlight').then((module) => (loaded = module));
  return loading;
}

/** The highlighter once loaded; asking with `wanted` starts the load (its own chunk, after the engine's). */
export function useHighlighter(wanted: boolean): Highlighter | undefined {
  const [highlighter, setHighlighter] = useState(loaded);
  useEffect(() => {
    if (!wanted || highlighter) return;
    let live = true;
    loadHighlighter().then(
      (module) => live && setHighlighter(module),
      () => {
        // A chunk that fails to load (offline, a deploy replaced it) leaves the code plain and readable.
        loading = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, highlighter]);
  return highlighter;
}
