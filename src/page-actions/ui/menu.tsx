import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { composeHandlers } from '../../primitives/compose-handlers';
import { useComposedRefs } from '../../primitives/use-composed-refs';
import { useControllableState } from '../../react/use-controllable-state';

export type FocusTarget = 'first' | 'last' | 'content';

interface MenuState {
  open: boolean;
  /** Opens (moving focus into the menu as asked) or closes (focus back on the trigger unless `returnFocus` false). */
  setOpen: (open: boolean, options?: { focus?: FocusTarget; returnFocus?: boolean }) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentRef: RefObject<HTMLElement | null>;
  /** The menu's id, for the trigger's `aria-controls`. Not from `useId`: two roots on a page (the embed renders
   * each element in its own) make the same ids, and a dialog named by our trigger's id was named "More page actions". */
  contentId: string;
  /** The trigger's id, for the menu's name: rendered only while open, so a server render has none to mismatch. */
  triggerId: string;
  /** Where focus goes when the menu's content mounts. */
  pendingFocus: RefObject<FocusTarget>;
}

/** Counts menus for their ids (client side only: the id is rendered while the menu is open). */
let menus = 0;

const MenuContext = /* @__PURE__ */ createContext<MenuState | null>(null);

export function useMenu(consumer: string): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error(`\`${consumer}\` must be used within \`<PageActionsMenu>\`.`);
  return menu;
}

export interface PageActionsMenuProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * A menu button's state (the WAI-ARIA menu button pattern, as Radix's DropdownMenu builds it): a trigger, a menu of
 * items with arrow keys, Home/End and first-letter typeahead, Escape and an outside press to close, and focus back on
 * the trigger. Renders no element of its own.
 */
export function PageActionsMenu({ open: openProp, defaultOpen = false, onOpenChange, children }: PageActionsMenuProps) {
  const [open, setOpenState] = useControllableState(openProp, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const contentRef = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<FocusTarget>('first');
  const [number] = useState(() => (menus += 1));
  const contentId = `da-page-actions-menu-${number}`;
  const triggerId = `da-page-actions-trigger-${number}`;
  const setOpen = useCallback<MenuState['setOpen']>(
    (next, { focus = 'first', returnFocus = true } = {}) => {
      pendingFocus.current = focus;
      setOpenState(next);
      if (!next && returnFocus) triggerRef.current?.focus();
    },
    [setOpenState],
  );
  return (
    <MenuContext.Provider value={{ open, setOpen, triggerRef, contentRef, contentId, triggerId, pendingFocus }}>
      {children}
    </MenuContext.Provider>
  );
}

export type PageActionsMenuTriggerProps = ComponentPropsWithoutRef<'button'>;

/** The button that opens the menu: click, Enter, Space or ArrowDown open it on its first item, ArrowUp on its last. */
export const PageActionsMenuTrigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, PageActionsMenuTriggerProps>(
  function PageActionsMenuTrigger({ onClick, onKeyDown, ...props }, forwardedRef) {
    const menu = useMenu('PageActionsMenuTrigger');
    const ref = useComposedRefs(menu.triggerRef, forwardedRef);
    return (
      <button
        type="button"
        id={menu.open ? menu.triggerId : undefined}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.contentId : undefined}
        data-state={menu.open ? 'open' : 'closed'}
        {...props}
        ref={ref}
        onClick={composeHandlers(onClick, () => menu.setOpen(!menu.open, { focus: 'first' }))}
        onKeyDown={composeHandlers(onKeyDown, (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          menu.setOpen(true, { focus: event.key === 'ArrowUp' ? 'last' : 'first' });
        })}
      />
    );
  },
);
