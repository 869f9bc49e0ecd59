// The menu's content and items: what `<PageActions>` loads on the reader's first sign of intent (its trigger is up
// front, in menu.tsx). A click on the trigger before this arrives opens the menu as soon as it does.
import {
  forwardRef,
  useEffect,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { composeHandlers } from '../../primitives/compose-handlers';
import { useComposedRefs } from '../../primitives/use-composed-refs';
import { useEscapeLayer } from '../../primitives/use-escape-layer';
import { useIsomorphicLayoutEffect } from '../../react/use-isomorphic-layout-effect';
import { useMenu } from './menu';

const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

function items(content: HTMLElement | null): HTMLElement[] {
  return content ? [...content.querySelectorAll<HTMLElement>(ITEM)] : [];
}

export interface PageActionsMenuContentProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * Called on an Escape that would close the menu (Radix's `onEscapeKeyDown`): `event.preventDefault()` keeps it
   * open. The menu is one of the page's Escape layers with the assistant's panel (primitives/escape-layers.ts): only
   * the top one closes.
   */
  onEscapeKeyDown?: (event: globalThis.KeyboardEvent) => void;
}

/** The menu (`role="menu"`), rendered while open; named by its trigger unless given a name. */
export const PageActionsMenuContent = /* @__PURE__ */ forwardRef<HTMLDivElement, PageActionsMenuContentProps>(
  function PageActionsMenuContent({ onKeyDown, onEscapeKeyDown, ...props }, forwardedRef) {
    const menu = useMenu('PageActionsMenuContent');
    const ref = useComposedRefs(menu.contentRef as RefObject<HTMLDivElement | null>, forwardedRef);
    const { open, setOpen, contentRef, triggerRef, pendingFocus } = menu;
    const onEscapeLayerKeyDown = useEscapeLayer(open, { dismiss: () => setOpen(false), onEscapeKeyDown });

    useEffect(() => {
      if (!open) return;
      const list = items(contentRef.current);
      const target = pendingFocus.current;
      (target === 'content' ? contentRef.current : target === 'last' ? list.at(-1) : list[0])?.focus();
      // A press outside closes the menu and leaves focus where the reader put it.
      const onPointerDown = (event: PointerEvent) => {
        const node = event.target as Node;
        if (contentRef.current?.contains(node) || triggerRef.current?.contains(node)) return;
        setOpen(false, { returnFocus: false });
      };
      document.addEventListener('pointerdown', onPointerDown, true);
      return () => document.removeEventListener('pointerdown', onPointerDown, true);
    }, [open, setOpen, contentRef, triggerRef, pendingFocus]);

    // Kept on screen (a title at a phone's left edge would push a right-aligned menu off it), as Radix's Popper does.
    useIsomorphicLayoutEffect(() => {
      const content = contentRef.current;
      if (!open || !content) return;
      content.style.translate = '';
      const margin = 8;
      const { left, right } = content.getBoundingClientRect();
      const room = document.documentElement.clientWidth - margin;
      const shift = left < margin ? margin - left : right > room ? room - right : 0;
      if (shift) content.style.translate = `${Math.round(shift)}px 0`;
    }, [open, contentRef]);

    const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const list = items(event.currentTarget);
      const index = list.indexOf(document.activeElement as HTMLElement);
      const move = (to: number) => {
        event.preventDefault();
        list[(to + list.length) % list.length]?.focus();
      };
      if (event.key === 'ArrowDown') move(index + 1);
      else if (event.key === 'ArrowUp') move(index < 0 ? -1 : index - 1);
      else if (event.key === 'Home' || event.key === 'PageUp') move(0);
      else if (event.key === 'End' || event.key === 'PageDown') move(-1);
      else if (event.key === 'Escape') onEscapeLayerKeyDown(event);
      else if (event.key === 'Tab') setOpen(false, { returnFocus: false });
      else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        // Typeahead: the next item whose words start with the letter.
        const letter = event.key.toLowerCase();
        const start = index + 1;
        const ordered = [...list.slice(start), ...list.slice(0, start)];
        const match = ordered.find((item) => (item.textContent ?? '').trim().toLowerCase().startsWith(letter));
        if (match) {
          event.preventDefault();
          match.focus();
        }
      }
    };

    if (!open) return null;
    return (
      <div
        role="menu"
        id={menu.contentId}
        // Named by its trigger, unless given a name of its own.
        aria-labelledby={props['aria-label'] ? undefined : menu.triggerId}
        aria-orientation="vertical"
        tabIndex={-1}
        data-state="open"
        {...props}
        ref={ref}
        onKeyDown={composeHandlers(onKeyDown, onMenuKeyDown)}
      />
    );
  },
);

type ItemElementProps = ComponentPropsWithoutRef<'button'> & ComponentPropsWithoutRef<'a'>;

export interface PageActionsMenuItemProps extends Omit<ItemElementProps, 'onSelect'> {
  /** Runs when the item is chosen (click, Enter, Space); `event.preventDefault()` keeps the menu open. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** With an `href`, the item is a link (`<a role="menuitem">`), opened as links open. */
  href?: string;
}

/** One item: a `button`, or an `a` with an `href`; chosen, it closes the menu and gives focus back to the trigger. */
export const PageActionsMenuItem = /* @__PURE__ */ forwardRef<HTMLElement, PageActionsMenuItemProps>(
  function PageActionsMenuItem({ onSelect, onClick, onKeyDown, href, ...props }, ref) {
    const menu = useMenu('PageActionsMenuItem');
    const common = {
      role: 'menuitem',
      tabIndex: -1,
      ...props,
      onClick: composeHandlers(onClick as ((event: MouseEvent<HTMLElement>) => void) | undefined, (event) => {
        onSelect?.(event);
        if (!event.defaultPrevented) menu.setOpen(false);
      }),
      onKeyDown: composeHandlers(
        onKeyDown as ((event: KeyboardEvent<HTMLElement>) => void) | undefined,
        (event: KeyboardEvent<HTMLElement>) => {
          // A link takes Enter by itself; Space chooses it as it does a menu's button.
          if (href !== undefined && event.key === ' ') {
            event.preventDefault();
            event.currentTarget.click();
          }
        },
      ),
    };
    if (href !== undefined) return <a {...common} href={href} ref={ref as RefObject<HTMLAnchorElement>} />;
    return <button type="button" {...common} ref={ref as RefObject<HTMLButtonElement>} />;
  },
);
