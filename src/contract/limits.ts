// The bounds of the wire contract: what one request may ask of the service. The spec (service-api.md) sets only
// `currentPath`'s; the rest keep a request's work and memory small whatever a client sends. Plain constants, no zod,
// so browser code may import them.
import { WIDGET_MAX_CONTEXT_CHARS, WIDGET_MAX_CONTEXT_ITEMS } from '../core/limits';

export { DEFAULT_RETRIEVAL_PAGE_SIZE, MAX_CURRENT_PATH_LENGTH, MAX_RETRIEVAL_PAGE_SIZE } from '../core/limits';

/** A request body larger than this is refused with 413 before it is read whole. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The question (the last user message's text) in characters; longer → 413. The widget's composer holds to the same. */
export { MAX_QUESTION_CHARS } from '../core/question-limit';
/** An agent job's prompt in characters; longer → 413. A page of instructions fits many times over. */
export const MAX_PROMPT_CHARS = 20_000;
export const MAX_MESSAGES = 200;
export const MAX_PARTS_PER_MESSAGE = 100;
/**
 * Page context on the wire: what the contract accepts from any client, derived from what the widget itself sends
 * (core/limits.ts: 5 items of 4,000 characters) with room for clients of other kinds — a host's own UI, an
 * agent — that attach more: 4× the items, 5× the characters (20 items of 20,000). The widget always fits inside it.
 */
export const WIRE_MAX_CONTEXT_ITEMS = 4 * WIDGET_MAX_CONTEXT_ITEMS;
export const WIRE_MAX_CONTEXT_CHARS = 5 * WIDGET_MAX_CONTEXT_CHARS;
/** Ids, fingerprints, thread ids, element ids, filter values. */
export const MAX_ID_LENGTH = 200;
export const MAX_THREAD_KEY_LENGTH = 1_000;
export const MAX_FILTER_GROUPS = 50;

/** service-api §1b: a search answers 10 results unless asked for another number, and at most 50. */
export const DEFAULT_SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 50;
/**
 * A search query in characters; longer → 413, as a question is. The same bound as the question's, because "Ask AI"
 * sends the typed query as the question: a query the search accepts is one the assistant accepts.
 */
export { MAX_QUESTION_CHARS as MAX_SEARCH_QUERY_CHARS } from '../core/question-limit';
/** A page request's `path`: a page path, a URL or a result's `path#anchor`, as long as the context items' paths. */
export const MAX_PAGE_PATH_CHARS = 2_000;
