import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { IconButton } from '../primitives/icon-button';

export interface PanelHeaderProps extends ComponentPropsWithoutRef<'div'> {
  /** Id of the title, which names the dialog (`aria-labelledby`). */
  titleId: string;
}

/** Title, "New conversation" and close. Host children go after the title, before the buttons. */
export const PanelHeader = forwardRef<HTMLDivElement, PanelHeaderProps>(function PanelHeader(
  { titleId, children, ...props },
  ref,
) {
  const { labels, setOpen, variant, emit } = useAssistantWidget('PanelHeader');
  const newConversation = useAssistantStore((s) => s.newConversation);
  const slot = useSlot('header');
  const title = useSlot('title');
  return (
    <div {...slot} {...props} ref={ref}>
      <h2 {...title} id={titleId}>
        {labels.title}
      </h2>
      {children}
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
        <IconButton
          slot="headerButton"
          action="close"
          icon="close"
          label={labels.close}
          onClick={() => setOpen(false)}
        />
      )}
    </div>
  );
});
