import { isApplePlatform, parseShortcut } from '../react/use-shortcut';

/**
 * The modifier keys as the keyboards of these languages print them (a German keyboard says Strg, not Ctrl); the rest
 * print Ctrl, Alt and Shift. Apple keyboards print the same symbols everywhere.
 */
const KEY_NAMES: Record<string, { ctrl: string; alt?: string; shift: string }> = {
  de: { ctrl: 'Strg', shift: 'Umschalt' },
  fr: { ctrl: 'Ctrl', shift: 'Maj' },
  es: { ctrl: 'Ctrl', shift: 'Mayús' },
  it: { ctrl: 'Ctrl', shift: 'Maiusc' },
  ca: { ctrl: 'Ctrl', shift: 'Maj' },
};

/** The shortcut as a reader sees it: `⌘I` on Apple platforms, `Ctrl+I` elsewhere (`Strg+I` on a German one). */
export function shortcutLabel(shortcut: string, apple = isApplePlatform(), locale?: string): string {
  const { key, mod, shift, alt } = parseShortcut(shortcut);
  const keyLabel = key.length === 1 ? key.toUpperCase() : key;
  if (apple) return `${mod ? '⌘' : ''}${alt ? '⌥' : ''}${shift ? '⇧' : ''}${keyLabel}`;
  const names = KEY_NAMES[locale?.split('-')[0] ?? ''];
  return [mod && (names?.ctrl ?? 'Ctrl'), alt && (names?.alt ?? 'Alt'), shift && (names?.shift ?? 'Shift'), keyLabel]
    .filter(Boolean)
    .join('+');
}
