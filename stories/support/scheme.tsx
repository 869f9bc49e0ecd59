import { createContext, useContext } from 'react';
import type { Decorator } from '@storybook/react-vite';

/** The colour scheme every story renders in: the `scheme` global (toolbar "Scheme", or `&globals=scheme:dark`). */
export type StoryScheme = 'light' | 'dark';

const SchemeContext = createContext<StoryScheme>('light');

/** The scheme the toolbar (or a story's pinned `globals`) asks for. */
export const useStoryScheme = () => useContext(SchemeContext);

export const schemeOf = (globals: Record<string, unknown>): StoryScheme =>
  globals.scheme === 'dark' ? 'dark' : 'light';

/**
 * Hands the `scheme` global to the stories through context, so the widget (`theme.colorScheme`) and the stand-in
 * host page follow it without each story repeating a dark twin. A story's own `theme.colorScheme` still wins.
 */
export const withScheme: Decorator = (Story, { globals }) => (
  <SchemeContext.Provider value={schemeOf(globals)}>
    <Story />
  </SchemeContext.Provider>
);
