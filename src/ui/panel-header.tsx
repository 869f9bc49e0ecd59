import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { IconButton } from './icon-button';

/** Title, "New conversation" and close. */
export function PanelHeader({ titleId }: { titleId: string }) {
  const { labels, setOpen, variant, emit } = useAssistantWidget('PanelHeader');
  const newConversation = useAssistantStore((s) => s.newConversation);
  const slot = useSlot('header');
  const title = useSlot('title');
  return (
    <div {...slot}>
      <h2 {...title} id={titleId}>
        {labels.title}
      </h2>
      <IconButton
        slot="headerButton"
        action="new-conversation"
        icon="plus"
        label={labels.newConversation}
        onClick={() => {
          newConversation();
          emit({ type: 'new-conversation' });
        }}
      />
      {variant !== 'inline' && (
        <IconButton slot="headerButton" action="close" icon="close" label={labels.close} onClick={() => setOpen(false)} />
      )}
    </div>
  );
}
