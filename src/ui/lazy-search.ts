/**
 * The search view's chunk (ui/search/), loaded when the view first opens (Ctrl/⌘+K, `openSearch()`) or when the
 * reader reaches for the panel's Search button: nothing of search is in the first chunk a page loads but the shortcut
 * and this loader. The prop rules, which check the `search` prop before the view reads it, come with the engine the
 * view preloads.
 */
export const loadSearch = () => import('./search-chunk');
