import { createHash } from 'node:crypto';

/**
 * A docs file's text as a short digest, kept with its parse: a file whose modification time changed but whose text
 * did not (a fresh checkout, a copy that did not keep times) is told apart from one edited (restamp-unchanged.ts).
 */
export const contentHash = (text: string): string => createHash('sha1').update(text).digest('base64');
