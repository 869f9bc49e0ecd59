import { format } from '../core/format';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import type { SearchActivity } from './message-parts';

/** "Searching for …" while the service searches the docs; gone once results are in. */
export function SearchStatus({ activity }: { activity: SearchActivity[] }) {
  const { labels } = useAssistantWidget('SearchStatus');
  const slot = useSlot('searchStatus');
  const running = activity.filter((search) => !search.done);
  if (running.length === 0) return null;
  return (
    <p {...slot} role="status" data-state="searching">
      {running.map((search) => format(labels.searching, { query: search.query })).join(' ')}
    </p>
  );
}
