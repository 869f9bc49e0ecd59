import { describe, expect, it } from 'vitest';
import { shortcutLabel } from '../../../src/ui/shortcut-label';

describe('the shortcut hint in the reader’s terms', () => {
  it('names the modifiers as the keyboard prints them', () => {
    expect(shortcutLabel('mod+shift+i', false)).toBe('Ctrl+Shift+I');
    expect(shortcutLabel('mod+shift+i', false, 'de')).toBe('Strg+Umschalt+I');
    expect(shortcutLabel('mod+shift+k', false, 'fr')).toBe('Ctrl+Maj+K');
    expect(shortcutLabel('mod+i', false, 'ja')).toBe('Ctrl+I');
  });

  it('uses the same symbols on Apple platforms in every language', () => {
    expect(shortcutLabel('mod+shift+i', true, 'de')).toBe('⌘⇧I');
  });
});
