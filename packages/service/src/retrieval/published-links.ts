import type { Generator } from './generator';
import { withGlossaryLinks } from './hugo-glossary-links';
import { withHugoRefs } from './hugo-refs';
import { linkTargets } from './link-targets';
import type { SiteLayout } from './site-layout';
import { withSiteLinks } from './site-links';

/** A site's layout and generator: what a page's links are resolved with. */
export interface LinkingSite {
  layout: SiteLayout;
  generator: Generator;
}

/**
 * A page's links to other docs files as the site publishes them: relative `.md` links at the URL of the page each
 * file becomes (site-links.ts), a Hugo site's `ref` links first made such links (hugo-refs.ts), and its glossary
 * links at the term's entry (hugo-glossary-links.ts). The
 * same for the index (parse-file.ts) and for the pages agents read as Markdown (llms/docs-pages.ts): a link in
 * `llms-full.txt` has no folder to be resolved from, and one in a page's `.md` would be resolved from the `.md` URL,
 * which is not the file's folder wherever a slug, an id or a number prefix moved the page. `read` lists the files
 * read to rewrite them, which the page then depends on.
 */
export function withPublishedLinks(text: string, name: string, { layout, generator }: LinkingSite) {
  const targets = linkTargets(layout.roots.docs, generator);
  const refs = generator === 'hugo' ? withHugoRefs(text, name, layout.roots.docs, layout.routing) : text;
  const linked = withSiteLinks(refs, name, layout.routing, targets.fieldsOf);
  const withTerms = layout.hugoGlossary
    ? withGlossaryLinks(linked, layout.hugoGlossary, layout.roots.docs, layout.routing, targets.read)
    : linked;
  return { text: withTerms, read: targets.read };
}
