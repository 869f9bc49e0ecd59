/**
 * The defaults of the few labels shown before the panel's chunk arrives (the launcher and the loading shell). The
 * rest of the defaults load with the panel (./labels.ts), which takes these from here: one copy of each string.
 */
export const eagerLabels = {
  launcher: 'Ask AI',
  title: 'Ask AI',
  inputLabel: 'Ask a question about the docs',
  inputPlaceholder: 'Ask a question…',
  // Also shown by the loading frame, when the panel's chunk does not come.
  retry: 'Try again',
  network: 'Could not reach the assistant. Check your connection and try again.',
} as const;
