import { useAssistantStore, useAssistantStoreApi } from '../../react/store-context';
import { useAssistantWidget, useSlot } from '../../react/widget-context';
import { Icon } from '../../primitives/icons';

/**
 * Above the conversation after "Ask AI" from the search view: back to the search, its query and results as they
 * were. Gone once used; the question stays in the conversation.
 */
export function BackToSearch() {
  const { labels } = useAssistantWidget('BackToSearch');
  const store = useAssistantStoreApi('BackToSearch');
  const asked = useAssistantStore((s) => s.searchAsked);
  const slot = useSlot('backToSearch');
  if (!asked) return null;
  return (
    <button
      type="button"
      {...slot}
      data-action="back-to-search"
      onClick={() => store.setState({ searchOpen: true, searchAsked: undefined, searchQuery: asked })}
    >
      <Icon name="arrowLeft" />
      {labels.backToSearch}
    </button>
  );
}
