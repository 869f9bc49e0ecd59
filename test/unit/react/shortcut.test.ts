// The default shortcut skips the parser at mount (a measured cost): these pin the shortcut it skips to what the
// parser gives, so changing DEFAULT_SHORTCUT without its shortcut cannot go unnoticed.
import { describe, expect, it } from 'vitest';
import { ariaKeyShortcuts, DEFAULT_SHORTCUT, parseShortcut } from '../../../src/react/use-shortcut';

// The same shortcut spelled differently goes through the parser.
const respelled = DEFAULT_SHORTCUT.toUpperCase().replace('+', ' + ');

describe('the default shortcut', () => {
  it('parses as the parser parses it', () => {
    expect(parseShortcut(DEFAULT_SHORTCUT)).toEqual(parseShortcut(respelled));
  });

  it.each([true, false])('is announced as the parser formats it (Apple: %s)', (apple) => {
    expect(ariaKeyShortcuts(DEFAULT_SHORTCUT, apple)).toBe(ariaKeyShortcuts(respelled, apple));
  });
});
