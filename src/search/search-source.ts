import { pagefindSearch } from './pagefind-source';
import { serviceSearch, type ServiceSearchConfig } from './service-source';
import type { PagefindSearchOption, SearchSource } from './types';

/**
 * The `search` prop as a source: `false` none; `{ source: 'pagefind' }` the site's Pagefind index; `{ source: fn }`
 * the host's function; anything else (left out, `true`) the service's search. A value the prop rules refuse has
 * already been reported and dropped (core/prop-rules.ts): it reads as left out here.
 */
export function searchSource(option: unknown, config: () => ServiceSearchConfig): SearchSource | null {
  if (option === false) return null;
  const source = typeof option === 'object' && option !== null ? (option as { source?: unknown }).source : undefined;
  if (source === 'pagefind') return pagefindSearch(option as PagefindSearchOption);
  if (typeof source === 'function') return source as SearchSource;
  return serviceSearch(config);
}
