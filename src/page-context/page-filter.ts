import { MAX_ID_LENGTH } from '../contract/limits';
import type { AssistantFilter } from '../core/types';

// The version and language of the page a question is asked on, read as the question is sent (like `currentPath`):
// a client-side router that moves the reader to another version or language has rewritten these by then. Read only
// by the engine's requests, a lazy chunk: none of it is up front.

/** Where docs generators publish the page's version, in the order they are trusted (the first found wins). */
const VERSION_METAS = ['docsearch:version', 'docusaurus_version', 'readthedocs-version-slug'];

/** Read the Docs' addons script exposes its API answer here (`versions.current.slug`) once it has loaded. */
interface ReadTheDocsAddons {
  versions?: { current?: { slug?: unknown } };
}

// A value past the service's limit would have the whole question refused (400): such a marker is not a version.
const nonEmpty = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text !== '' && text.length <= MAX_ID_LENGTH ? text : undefined;
};

/** The page's docs version from its generator's markers, or undefined: a page with none is asked about unversioned. */
export function pageVersion(): string | undefined {
  for (const name of VERSION_METAS) {
    const version = nonEmpty(document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content);
    if (version) return version;
  }
  const addons = (window as { readthedocs?: ReadTheDocsAddons }).readthedocs;
  return nonEmpty(addons?.versions?.current?.slug);
}

/** The page's language as `<html lang>` writes it (`ja`, `pt-BR`), or undefined. */
export function pageLanguage(): string | undefined {
  return nonEmpty(document.documentElement.lang);
}

/**
 * The `filter` a question goes with: the host's `filter` prop as given when there is one (`null` for none; it
 * replaces both of the page's), else the page's version and language, each only when the page says it.
 */
export function filterFrom(prop: AssistantFilter | null | undefined): AssistantFilter | null {
  if (prop !== undefined) return prop;
  if (typeof document === 'undefined') return null;
  const filter: AssistantFilter = {};
  const version = pageVersion();
  const language = pageLanguage();
  if (version) filter.version = version;
  if (language) filter.language = language;
  return version || language ? filter : null;
}
