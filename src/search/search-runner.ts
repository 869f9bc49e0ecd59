import type { RequestFilter } from '../contract/filter';
import type { SearchSource } from './types';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/** What the view shows: the results of `query`, the one the reader typed last (never an earlier one's). */
export interface SearchState {
  /** The query these results (or this error) belong to, trimmed; '' while the field is empty. */
  query: string;
  status: SearchStatus;
  /** The newest answer's results, unchecked (group-results.ts reads them); kept while the next one loads. */
  results: unknown;
  error: unknown;
}

export interface SearchRunnerOptions {
  source: SearchSource;
  /** Read as each request is sent, so a changed `filter` reaches the next search. */
  filter: () => RequestFilter | undefined;
  onChange: (state: SearchState) => void;
  /** Quiet time after the last keystroke before a request goes out. */
  debounceMs?: number;
}

/**
 * How long the reader must pause before a search is sent. A request per keystroke is what a 13-letter word must not
 * send (service search is a network round trip and counts against the site's rate limits); at a reader's typing
 * pace (keys 100–150 ms apart) this sends one, and a pause mid-word one more.
 */
export const SEARCH_DEBOUNCE_MS = 180;

export interface SearchRunner {
  /** The field's new value: the search in flight, if any, is aborted, and this one sent after the pause. */
  update(query: string): void;
  /** Sends the current query again at once (after an error). */
  retry(): void;
  /** Aborts what is in flight; nothing more is reported. */
  dispose(): void;
}

/**
 * Debounced search where only the newest query's answer is ever shown: every update aborts the request in flight
 * and bumps a sequence number, and an answer (or failure) that comes back for an older number is dropped — the
 * abort alone is not enough, since a host's `source` may ignore the signal.
 */
export function createSearchRunner({
  source,
  filter,
  onChange,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchRunnerOptions): SearchRunner {
  let state: SearchState = { query: '', status: 'idle', results: [], error: undefined };
  let sequence = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let disposed = false;

  const set = (next: Partial<SearchState>) => {
    state = { ...state, ...next };
    onChange(state);
  };
  const cancel = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  };
  const send = async (query: string, id: number) => {
    const current = new AbortController();
    controller = current;
    try {
      const results = await source(query, { signal: current.signal, filter: filter() });
      if (id === sequence) set({ query, status: 'done', results, error: undefined });
    } catch (error) {
      if (id === sequence && !current.signal.aborted) set({ query, status: 'error', error });
    }
  };
  const schedule = (query: string, wait: number) => {
    cancel();
    const id = ++sequence;
    const trimmed = query.trim();
    if (disposed) return;
    if (!trimmed) return set({ query: '', status: 'idle', results: [], error: undefined });
    // The previous results stay on screen while these load: no flash of an empty list at each keystroke.
    set({ query: trimmed, status: 'loading', error: undefined });
    timer = setTimeout(() => void send(trimmed, id), wait);
  };

  return {
    update(query) {
      // A space typed, or a word typed and taken back: the same search, already in flight or shown.
      if (query.trim() === state.query && (state.status === 'loading' || state.status === 'done')) return;
      schedule(query, debounceMs);
    },
    retry: () => schedule(state.query, 0),
    dispose() {
      disposed = true;
      sequence++;
      cancel();
    },
  };
}
