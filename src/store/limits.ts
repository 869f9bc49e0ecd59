import { clampContext } from '../core/context-limits';
import { clampQuestion } from '../core/question-limit';

/**
 * The store's limits on questions and attached context, handed to it by `hydrateStore` (./hydrate.ts): their code
 * loads with the saved conversation's, on the reader's first sign of intent, not in the first chunk a page loads.
 */
export const storeLimits = { clampContext, clampQuestion };

export type StoreLimits = typeof storeLimits;
