/** service-api §1: `currentPath` is rejected over 200 characters. */
export const MAX_CURRENT_PATH_LENGTH = 200;

/** service-api §1 default for `retrievalPageSize`. */
export const DEFAULT_RETRIEVAL_PAGE_SIZE = 5;

/** An upper bound that keeps a typo (`500`) from asking the service for a huge, slow retrieval. */
export const MAX_RETRIEVAL_PAGE_SIZE = 50;

/** Default fingerprint (service-api §1: literal `anonymous` or a unique user id). */
export const ANONYMOUS_FP = 'anonymous';
