import type { RefObject } from 'react';
import { format } from '../../core/format';
import { useAssistantWidget, useSlot } from '../../react/widget-context';
import type { SearchState } from '../../search/search-runner';
import type { RecentEntry } from '../../search/recents';
import type { SearchOptions } from './search-options';
import { SearchRecents } from './search-recents';
import { SearchResultGroup } from './search-result-group';

export interface SearchBodyProps {
  listId: string;
  query: string;
  /** The field holds a query: the listbox shows; else the recents. */
  expanded: boolean;
  state: SearchState;
  options: SearchOptions;
  /** No search to ask (`search={false}` reached through `openSearch()`, a refused key, no service set up). */
  noSource: boolean;
  onRetry: () => void;
  onPickRecent: (entry: RecentEntry) => void;
  fieldRef: RefObject<HTMLInputElement | null>;
}

/** Under the field: the recents while it is empty, else the options ("Ask AI" first, then the pages) and a status. */
export function SearchBody({
  listId,
  query,
  expanded,
  state,
  options,
  noSource,
  onRetry,
  onPickRecent,
  fieldRef,
}: SearchBodyProps) {
  const { labels } = useAssistantWidget('SearchBody');
  const option = useSlot('searchOption');
  const action = useSlot('action');
  const trimmed = query.trim();
  const settled = state.query === trimmed && (state.status === 'done' || state.status === 'error');
  const found = options.groups.reduce((total, group) => total + group.hits.length, 0);
  return (
    <div data-da-search-body="">
      <div role="listbox" id={listId} aria-label={labels.searchResults} hidden={!expanded}>
        {expanded && (
          <div
            {...option}
            id={options.idOf(0)}
            role="option"
            aria-selected={options.active === 0}
            data-da-search-option="ask"
            onPointerMove={() => options.setActive(0)}
            onClick={(event) => options.activate(event.nativeEvent, 0)}
          >
            {format(labels.searchAsk, { query: trimmed })}
          </div>
        )}
        {expanded &&
          !noSource &&
          options.groups.map((group) => (
            <SearchResultGroup key={group.page} group={group} query={state.query} options={options} />
          ))}
      </div>
      {expanded && !noSource && (
        <p role="status" data-da-muted="" data-da-search-status={settled ? state.status : 'loading'}>
          {state.status === 'error' && settled
            ? labels.searchError
            : settled && found === 0
              ? format(labels.searchNoResults, { query: trimmed })
              : settled
                ? format(labels.searchResultCount, { count: found })
                : found === 0
                  ? labels.searchLoading
                  : ''}
        </p>
      )}
      {expanded && state.status === 'error' && settled && (
        <button type="button" {...action} data-action="retry-search" onClick={onRetry}>
          {labels.retry}
        </button>
      )}
      {!expanded && <SearchRecents onPick={onPickRecent} fieldRef={fieldRef} />}
    </div>
  );
}
