import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { Icon } from './icons';

/** Title, "New conversation" and close. */
export function PanelHeader({ titleId }: { titleId: string }) {
  const { labels, setOpen, variant, emit } = useAssistantWidget('PanelHeader');
  const newConversation = useAssistantStore((s) => s.newConversation);
  const slot = useSlot('header');
  const title = useSlot('title');
  const button = useSlot('headerButton');
  return (
    <div {...slot}>
      <h2 {...title} id={titleId}>
        {labels.title}
      </h2>
      <button
        type="button"
        {...button}
        data-action="new-conversation"
        aria-label={labels.newConversation}
        title={labels.newConversation}
        onClick={() => {
          newConversation();
          emit({ type: 'new-conversation' });
        }}
      >
        <Icon name="plus" />
      </button>
      {variant !== 'inline' && (
        <button
          type="button"
          {...button}
          data-action="close"
          aria-label={labels.close}
          title={labels.close}
          onClick={() => setOpen(false)}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
