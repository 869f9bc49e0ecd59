import { useAssistantStoreApi } from '../../react/store-context';
import { useAssistantWidget } from '../../react/widget-context';
import { IconButton } from '../../primitives/icon-button';

/**
 * The panel header's "Search": opens the search view above the panel. Reaching it (pointer, focus) loads the view's
 * chunk, so a click finds it there. Not rendered with `search={false}`.
 */
export function SearchButton() {
  const { labels, latest } = useAssistantWidget('SearchButton');
  const store = useAssistantStoreApi('SearchButton');
  if (latest().search === false) return null;
  return (
    <IconButton
      slot="headerButton"
      action="search"
      icon="search"
      label={labels.search}
      aria-haspopup="dialog"
      onClick={() => store.setState({ searchOpen: true })}
    />
  );
}
