// The package ships no types; these are the plugins we use (each a turndown plugin: a function of the service).
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const tables: TurndownService.Plugin;
  export const strikethrough: TurndownService.Plugin;
  export const taskListItems: TurndownService.Plugin;
  export const gfm: TurndownService.Plugin;
}
