import { isApplePlatform, parseShortcut } from '../react/use-shortcut';

/** The shortcut as a reader sees it: `⌘I` on Apple platforms, `Ctrl+I` elsewhere. */
export function shortcutLabel(shortcut: string, apple = isApplePlatform()): string {
  const { key, mod, shift, alt } = parseShortcut(shortcut);
  const keyLabel = key.length === 1 ? key.toUpperCase() : key;
  if (apple) return `${mod ? '⌘' : ''}${alt ? '⌥' : ''}${shift ? '⇧' : ''}${keyLabel}`;
  return [mod && 'Ctrl', alt && 'Alt', shift && 'Shift', keyLabel].filter(Boolean).join('+');
}
