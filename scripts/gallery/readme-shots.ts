import type { Shot } from './shoot';

/** Where the README's pictures live: outside docs/, which is both the npm package's docs and the service's corpus. */
export const README_DIR = 'assets/readme';

/** The README's pictures: search with "Ask AI" first, a cited answer on desktop, the same on a phone, and dark. */
export const README_SHOTS: { name: string; shot: Omit<Shot, 'file'> }[] = [
  { name: 'search-desktop.png', shot: { id: 'docsassistant-search--results', viewport: 'desktop', scheme: 'light' } },
  { name: 'answer-desktop.png', shot: { id: 'docsassistant-states--answered', viewport: 'desktop', scheme: 'light' } },
  { name: 'answer-phone.png', shot: { id: 'docsassistant-phone--answered', viewport: 'phone', scheme: 'light' } },
  { name: 'answer-dark.png', shot: { id: 'docsassistant-theming--dark', viewport: 'desktop', scheme: 'dark' } },
];
