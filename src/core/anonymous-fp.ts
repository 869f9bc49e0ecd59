/**
 * Default fingerprint (service-api §1: literal `anonymous` or a unique user id). Apart from ./limits.ts, which only
 * the lazy chunks need: the root and the store, in the first chunk a page loads, need this alone.
 */
export const ANONYMOUS_FP = 'anonymous';
