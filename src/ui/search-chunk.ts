// The search view's lazy chunk (Ctrl/⌘+K, `openSearch()`, the panel's Search button): the view as its default
// export, and the panel, which "Ask AI" opens next.
export { SearchDialog as default } from './search/search-dialog';
/**
 * Exported so that this import's static closure holds the panel's: imported alone, the view reached only some of the
 * up-front modules the panel reaches, and the bundlers cut the first chunk a page loads into more chunks (8.07 KiB
 * min+gzip up front against 7.65, `npm run size`). Nothing imports it by this name.
 * @public
 */
export { Panel } from './panel';
