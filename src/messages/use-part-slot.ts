import type { AssistantSlot } from '../react/slots';
import { useSlot } from '../react/widget-context';

/**
 * An answer part's slot props, with the `className` the host gave the part joined to the root's `classNames[slot]`:
 * spread before the host's props, the host's class would otherwise drop the slot's. Here, not in `useSlot`: only the
 * answer's parts (a lazy chunk) need it, and the launcher's up-front code stays as it is.
 */
export function usePartSlot(
  slot: AssistantSlot,
  className: string | undefined,
): { 'data-da-slot': AssistantSlot; className?: string } {
  const props = useSlot(slot);
  const joined = [props.className, className].filter(Boolean).join(' ');
  return joined ? { ...props, className: joined } : props;
}
