import { useId } from 'react';
import { useSlot } from '../../react/widget-context';
import { queryWords } from '../../search/highlight';
import type { SearchPageGroup } from '../../search/types';
import type { SearchOptions } from './search-options';
import { SearchSnippet } from './search-snippet';

/**
 * One page's results: its title (cmdk's group heading: hidden from the accessibility tree, it names the group), then
 * one option per section — a real link to `path#anchor`, so a middle click or Ctrl+click opens a tab as on any link,
 * while a plain click and Enter go through `onNavigate` where the host gives one.
 */
export function SearchResultGroup({
  group,
  query,
  options,
}: {
  group: SearchPageGroup;
  query: string;
  options: SearchOptions;
}) {
  const headingId = useId();
  const slot = useSlot('searchGroup');
  const option = useSlot('searchOption');
  const words = queryWords(query);
  return (
    <div role="presentation" {...slot}>
      <div id={headingId} aria-hidden="true" data-da-search-page="">
        {group.title}
      </div>
      <div role="group" aria-labelledby={headingId}>
        {group.hits.map((hit) => {
          const index = options.indexOf(hit);
          return (
            <a
              key={hit.href}
              {...option}
              id={options.idOf(index)}
              role="option"
              aria-selected={options.active === index}
              data-da-search-option="result"
              href={hit.href}
              // Reached with ↑/↓ from the field (aria-activedescendant), not with Tab.
              tabIndex={-1}
              onPointerMove={() => options.setActive(index)}
              onClick={(event) => {
                // A new tab or window, a download: the browser's, as on any link.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                options.activate(event.nativeEvent, index);
              }}
            >
              {hit.trail.length > 0 && <span data-da-search-trail="">{hit.trail.join(' › ')}</span>}
              {hit.text && <SearchSnippet text={hit.text} words={words} />}
            </a>
          );
        })}
      </div>
    </div>
  );
}
