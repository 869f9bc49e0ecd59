import type { CSSProperties } from 'react';

export interface AssistantTheme {
  /** `light`, `dark`, or `auto` to follow `prefers-color-scheme`. Default `auto`. */
  colorScheme?: 'light' | 'dark' | 'auto';
  /** Accent colour for the launcher, send button and links. Default `#0a7c66`. */
  accent?: string;
  /** Text colour on the accent. Default white. */
  accentForeground?: string;
  /** Corner radius in px (number) or any CSS length. Default 12. */
  radius?: number | string;
  /** Font family. Default: the system UI font. */
  fontFamily?: string;
  /** Panel width for popover and sidebar. Default 400px. */
  panelWidth?: number | string;
  /** Stacking order of the launcher and panel. Default 2147483000. */
  zIndex?: number;
}

const px = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** Maps the `theme` prop onto `--da-*` custom properties; unset values fall back to the stylesheet's defaults. */
export function themeStyle(theme: AssistantTheme | undefined): CSSProperties {
  if (!theme) return {};
  const style: Record<string, string | number> = {};
  if (theme.accent) style['--da-accent'] = theme.accent;
  if (theme.accentForeground) style['--da-accent-foreground'] = theme.accentForeground;
  if (theme.radius !== undefined) style['--da-radius'] = px(theme.radius);
  if (theme.fontFamily) style['--da-font-family'] = theme.fontFamily;
  if (theme.panelWidth !== undefined) style['--da-panel-width'] = px(theme.panelWidth);
  if (theme.zIndex !== undefined) style['--da-z-index'] = theme.zIndex;
  return style as CSSProperties;
}
