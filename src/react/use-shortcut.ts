import { useEffect } from 'react';
import { useLatest } from './use-latest';

export interface ParsedShortcut {
  key: string;
  mod: boolean;
  shift: boolean;
  alt: boolean;
}

/** The shortcut every widget has unless its host picks another. */
export const DEFAULT_SHORTCUT = 'mod+i';

/** Parses `mod+i`, `ctrl+k`, `shift+/`: `mod` is Cmd on Apple platforms and Ctrl elsewhere. */
export function parseShortcut(shortcut: string): ParsedShortcut {
  const parts = shortcut
    .toLowerCase()
    .split('+')
    .map((p) => p.trim());
  const key = parts.pop() ?? '';
  return {
    key,
    mod: parts.includes('mod') || parts.includes('ctrl') || parts.includes('cmd') || parts.includes('meta'),
    shift: parts.includes('shift'),
    alt: parts.includes('alt') || parts.includes('option'),
  };
}

let apple: boolean | undefined;

/**
 * Whether `mod` means Cmd. Read once per page (the launcher and the shortcut both ask), from `navigator.platform`:
 * still in every browser, and a plain string, where the first read of `userAgentData` builds an object — a cost
 * the widget's mount would pay. `userAgentData` answers only where `platform` is empty.
 */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  apple ??= /mac|iphone|ipad|ipod/i.test(
    navigator.platform ||
      ((navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? ''),
  );
  return apple;
}

/** The shortcut in `aria-keyshortcuts` form: `Meta+I` on Apple platforms, `Control+I` elsewhere. */
export function ariaKeyShortcuts(shortcut: string, apple = isApplePlatform()): string {
  const { key, mod, shift, alt } = parseShortcut(shortcut);
  return [
    mod && (apple ? 'Meta' : 'Control'),
    alt && 'Alt',
    shift && 'Shift',
    key.length === 1 ? key.toUpperCase() : key,
  ]
    .filter(Boolean)
    .join('+');
}

export function matchesShortcut(event: KeyboardEvent, shortcut: ParsedShortcut, apple: boolean): boolean {
  const modPressed = apple ? event.metaKey : event.ctrlKey;
  return (
    event.key.toLowerCase() === shortcut.key &&
    modPressed === shortcut.mod &&
    event.shiftKey === shortcut.shift &&
    event.altKey === shortcut.alt
  );
}

/** A field where the reader types: the host's search box, a playground, a feedback form. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** The assistant's own panel: its input still takes the shortcut, which closes the assistant from there. */
const PANEL = '[data-da-slot="panel"]';

/**
 * The page's own search already takes Ctrl/⌘+K: DocSearch's button (it binds the keys on `window`, after our
 * `document` listener, without announcing them), or any control that announces them in `aria-keyshortcuts`. With the
 * default search shortcut the widget then leaves the keys to it; its search still opens from its own Search button.
 */
export const SEARCH_KEY_TAKEN = '.DocSearch-Button,[aria-keyshortcuts*="+K" i]';

/**
 * Calls `onPress` when the shortcut is pressed on the page, except in a field of the host's, whose own use of the
 * keys (Ctrl/⌘+I is italics in many editors) wins, and when a control of the host's takes the same keys. `false`
 * disables it.
 */
export function useShortcut(
  shortcut: string | false,
  onPress: () => void,
  /** The shortcut's modifier went down: the reader may be about to open the assistant. */
  onIntent: () => void,
  /** Controls of the host's that take these keys themselves (a selector): while the page has one, it keeps them. */
  hostControls?: string,
): void {
  // The newest handlers, read at the key press: a toggle that closes over `open` must see the state the reader sees,
  // even when a runtime (Preact, the embed's) runs this effect a frame after the render that changed it.
  const latest = useLatest({ onPress, onIntent });
  useEffect(() => {
    if (!shortcut) return;
    const parsed = parseShortcut(shortcut);
    const apple = isApplePlatform();
    const modifier = apple ? 'Meta' : 'Control';
    const onKeyDown = (event: KeyboardEvent) => {
      if (parsed.mod && event.key === modifier) latest().onIntent();
      if (event.defaultPrevented || event.repeat || !matchesShortcut(event, parsed, apple)) return;
      const target = event.target;
      if (isEditable(target) && !(target as HTMLElement).closest(PANEL)) return;
      if (hostControls && document.querySelector(hostControls)) return;
      event.preventDefault();
      latest().onPress();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcut, latest, hostControls]);
}
