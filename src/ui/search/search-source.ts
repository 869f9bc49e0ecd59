import { useState } from 'react';
import { useAssistantWidget } from '../../react/widget-context';
import { searchSource } from '../../search/search-source';
import type { SearchSource } from '../../search/types';

/** Pagefind's module is the page's (one per bundle): loaded and initialised once, whichever opening asks first. */
const pagefindSources = new Map<string, SearchSource>();

/**
 * The `search` prop as the view's source, read as the view opens (a changed prop applies at its next opening), or
 * null when there is none to ask: `search={false}`, a service search with a refused key, or a widget not set up.
 */
export function useSearchSource(): SearchSource | null {
  const { latest, keyRefused, notSetUp } = useAssistantWidget('SearchDialog');
  const [source] = useState(() => {
    const option = latest().search;
    const custom = typeof option === 'object' && option !== null;
    if (!custom && (keyRefused || notSetUp)) return null;
    if (custom && option.source === 'pagefind') {
      const key = `${option.bundlePath ?? ''}\n${option.baseUrl ?? ''}`;
      const kept = pagefindSources.get(key) ?? searchSource(option, latest);
      pagefindSources.set(key, kept!);
      return kept;
    }
    return searchSource(option, latest);
  });
  return source;
}
