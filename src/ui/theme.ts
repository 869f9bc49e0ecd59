import type { CSSProperties } from 'react';
import type { ColorSchemeSetting } from './use-color-scheme';

export interface AssistantTheme {
  /**
   * `auto` follows what the page shows: the docs theme's own dark marker (Docusaurus, Starlight, VitePress, Tailwind's
   * `dark` class, MkDocs Material, Hugo PaperMod…), else the page's painted background, else the reader's OS, live;
   * `light` or `dark` fix it; a function `(document) => 'light' | 'dark' | undefined` decides, for a site that marks
   * dark mode its own way. Default `auto`.
   */
  colorScheme?: ColorSchemeSetting;
  /**
   * Accent colour for the launcher, send button and links, used as given. Default: the site's brand colour from its
   * docs theme's custom properties (Docusaurus, MkDocs Material, VitePress, Starlight, Furo, shadcn), held where text
   * on it keeps 4.5:1; with none, teal `#0a7c66`.
   */
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
  /**
   * The corner the launcher (and the popover above it) sits in: `'bottom-right'` (default) or `'bottom-left'`. It
   * still moves up clear of a host control in that corner.
   */
  placement?: 'bottom-right' | 'bottom-left';
  /** The launcher's distance from the viewport's edges, px (number) or any CSS length. Default 20. */
  offset?: number | string;
}

// Theme key → custom property; numbers are px for lengths.
const PROPERTIES = [
  ['accent', '--da-accent'],
  ['accentForeground', '--da-accent-foreground'],
  ['radius', '--da-radius', 'px'],
  ['fontFamily', '--da-font-family'],
  ['panelWidth', '--da-panel-width', 'px'],
  ['zIndex', '--da-z-index'],
  ['offset', '--da-offset', 'px'],
] as const;

/** Maps the `theme` prop onto `--da-*` custom properties; unset values fall back to the stylesheet's defaults. */
export function themeStyle(theme: AssistantTheme | undefined): CSSProperties {
  const style: Record<string, string | number> = {};
  for (const [key, property, unit] of PROPERTIES) {
    const value = theme?.[key];
    if (value !== undefined && value !== '')
      style[property] = unit && typeof value === 'number' ? `${value}${unit}` : value;
  }
  return style;
}
