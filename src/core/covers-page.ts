import type { AssistantVariant } from './variants';

/**
 * The widths and heights at which the stylesheet makes the floating panel (popover, sidebar) fill the viewport
 * (styles/docs-assistant.css, "Narrow or short screens"; the page buttons hide at the same query in
 * page-context/affordance-button.ts). Keep the three in step.
 */
const FULL_SCREEN_QUERY = '(max-width: 480px), (max-height: 520px)';

// No `matchMedia` (jsdom, a server): never full screen.
export const fullScreenQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(FULL_SCREEN_QUERY)
    : undefined;

/**
 * Whether the open panel covers the page, so that the page behind it should be inert: always for the `modal` variant
 * (it has a backdrop and is `aria-modal`), and for the popover and sidebar while the stylesheet makes them fill the
 * screen (`fullScreen`). Never for `inline`, and not for an `unstyled` popover or sidebar: the host's own styles
 * decide where that one sits. Here, below the UI, so the conversation (messages/) can ask it too.
 */
export function coversPage(variant: AssistantVariant, unstyled: boolean, fullScreen: boolean): boolean {
  if (variant === 'modal') return true;
  return (variant === 'popover' || variant === 'sidebar') && !unstyled && fullScreen;
}
