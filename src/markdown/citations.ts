import { withoutTrailingSlash } from '../core/trailing-slash';
import { safeUrl } from './safe-url';

/** A page an answer can cite: what the answer's sources list shows, numbered from 1 in its order. */
export interface CitableSource {
  href: string;
  title: string;
}

export interface Citation {
  /** 1-based, the number the sources list shows for the same page. */
  number: number;
  title: string;
  /** The source's own (safe) address, so the chip and the card go to the same place. */
  href: string;
}

export type FindCitation = (href: string) => Citation | undefined;

// Only to resolve relative addresses while rendering on a server: both sides get the same base, so they still compare.
const SERVER_BASE = 'http://invalid.invalid/';

/**
 * An address as the browser would follow it: resolved against the page, a trailing slash on the path ignored (docs
 * sites serve `/install` and `/install/` alike). `undefined` when it is not a safe URL: an unsafe source is never
 * cited, so a chip cannot carry an address the sources list would not link to.
 */
function comparable(href: string): string | undefined {
  if (safeUrl(href) === undefined) return undefined;
  try {
    const url = new URL(href, typeof location === 'undefined' ? SERVER_BASE : location.href);
    return `${url.origin}${withoutTrailingSlash(url.pathname)}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/**
 * Looks up which listed source a link in the answer points at: the same page and section (an anchor to another
 * section of a listed page is not that source). Links to anything else stay ordinary links.
 */
export function citationFinder(sources: readonly CitableSource[]): FindCitation {
  if (sources.length === 0) return () => undefined;
  const byAddress = new Map<string, Citation>();
  sources.forEach((source, index) => {
    const key = comparable(source.href);
    if (key !== undefined && !byAddress.has(key))
      byAddress.set(key, { number: index + 1, title: source.title, href: source.href });
  });
  return (href) => {
    const key = comparable(href);
    return key === undefined ? undefined : byAddress.get(key);
  };
}
