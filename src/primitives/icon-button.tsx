import type { ComponentPropsWithoutRef } from 'react';
import type { AssistantSlot } from '../react/slots';
import { useAssistantWidgetBase, useSlot } from '../react/widget-context';
import { Icon, type IconName } from './icons';

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  slot: AssistantSlot;
  /** `data-action`: what the button does, for CSS, tests and analytics. */
  action: string;
  icon: IconName;
  /** Accessible name and tooltip: an icon alone says nothing to a screen reader. */
  label: string;
}

/**
 * A labelled icon button of the preset (header and answer actions). The preset's stylesheet shows its label as a
 * tooltip on hover and on keyboard focus; without the stylesheet (`unstyled`), the browser's `title` tooltip does.
 */
export function IconButton({ slot, action, icon, label, ...props }: IconButtonProps) {
  const slotProps = useSlot(slot);
  const { unstyled } = useAssistantWidgetBase('IconButton');
  return (
    <button
      type="button"
      {...slotProps}
      data-action={action}
      aria-label={label}
      title={unstyled ? label : undefined}
      {...props}
    >
      <Icon name={icon} />
    </button>
  );
}
