/** service-api §1: `currentPath` is rejected over 200 characters. */
export const MAX_CURRENT_PATH_LENGTH = 200;

/** service-api §1 default for `retrievalPageSize`. */
export const DEFAULT_RETRIEVAL_PAGE_SIZE = 5;

/** An upper bound that keeps a typo (`500`) from asking the service for a huge, slow retrieval. */
export const MAX_RETRIEVAL_PAGE_SIZE = 50;

// The widget's own limits on page context: what it keeps and sends. The wire contract's limits, for any client, are
// derived from these (contract/limits.ts: WIRE_MAX_CONTEXT_ITEMS, WIRE_MAX_CONTEXT_CHARS).

/**
 * Most items the widget attaches to one question. Each item costs prompt space the service would otherwise spend on retrieved
 * docs; past a handful the answer gets worse, not better, and the chips no longer fit above the input.
 */
export const WIDGET_MAX_CONTEXT_ITEMS = 5;

/**
 * Most characters the widget keeps per item: about a screenful of code (~100 lines), enough to ask about, small enough that five
 * items stay well inside a request the service accepts and a prompt it can still answer from.
 */
export const WIDGET_MAX_CONTEXT_CHARS = 4_000;
