/** The layouts the widget has: the `variant` prop's values (core/prop-rules.ts, and the embed's attribute). */
export const VARIANTS = ['popover', 'sidebar', 'modal', 'inline'] as const;

/** One of the widget's layouts. */
export type AssistantVariant = (typeof VARIANTS)[number];
