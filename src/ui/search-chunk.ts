// The search view's lazy chunk: the view, and the panel with it.
export { SearchDialog } from './search/search-dialog';
export { Panel } from './panel';
