import type { AssistantRequestFilter } from '../../from-widget-package';
import type { DocsLayout } from './docs-layout';
import { matchLanguage } from './language-tags';

/** The pages a question may be answered from: the request's filter, read against the site's languages and versions. */
export type FilterScope =
  | { nothing: true }
  | { nothing?: false; filter: AssistantRequestFilter | null | undefined; language: string | undefined };

/**
 * A request's `filter` as this site reads it, and the language whose term rules make the question's words. On a site of one language and one version (`single`), as sent: a page
 * tagged by its front matter is kept out only by a filter naming another value. On a site with languages or
 * versions, every page is tagged, and a question is answered from one language and one version only, never a mix:
 * `language` is matched to the site's (`ja-JP` → `ja`), none sent → the default locale; `version` none sent → the
 * default version (the docs a reader lands on). A language or version the site does not have is answered from
 * nothing (`nothing`), never from the default's pages. A `version` on a site without versions is ignored: there is
 * one set of docs to answer from.
 */
export function filterScope(
  filter: AssistantRequestFilter | null | undefined,
  layout: DocsLayout | undefined,
  /** The languages pages' front matter names: on a `single` folder, only these are indexed by their own rules. */
  tagged: ReadonlySet<string> = new Set(),
): FilterScope {
  if (!layout || (layout.languages.length === 0 && layout.versions.length === 0)) {
    // The question's words are made as the pages' were: by the rules of a language only when pages are tagged with
    // it, else as untagged pages are (a French folder with no tags, asked with `language: fr`, is matched as before).
    const language = filter?.language && tagged.has(filter.language) ? filter.language : undefined;
    return { filter, language };
  }
  let language = layout.defaultLanguage;
  if (filter?.language) {
    language = matchLanguage(filter.language, layout.languages);
    if (!language) return { nothing: true };
  }
  let version = layout.defaultVersion;
  if (filter?.version && layout.versions.length > 0) {
    if (!layout.versions.includes(filter.version)) return { nothing: true };
    version = filter.version;
  }
  return {
    filter: { ...filter, ...(language ? { language } : {}), ...(version ? { version } : { version: undefined }) },
    language,
  };
}
