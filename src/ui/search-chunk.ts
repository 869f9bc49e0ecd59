// The search view's lazy chunk (Ctrl/⌘+K, `openSearch()`, the panel's Search button): the view as its default
// export, and the panel, which "Ask AI" opens next. Exporting the panel keeps this import's static closure a superset
// of the panel's: imported alone, the view reached only some of the up-front modules the panel reaches, and the
// bundlers cut the first chunk a page loads into two more (+0.4 KiB min+gzip up front, `npm run size`).
export { SearchDialog as default } from './search/search-dialog';
export { Panel } from './panel';
