import type { DocsLayout } from './docs-layout';

/**
 * The start-up line's account of a site's languages and versions, the defaults marked (what a question that names
 * none is answered from): `docusaurus (docusaurus.config.js): en (default), ja; versions current (default), 1.0`.
 */
export function describeLayout(layout: DocsLayout): string {
  const mark = (value: string, chosen: string | undefined) => (value === chosen ? `${value} (default)` : value);
  const languages = layout.languages.map((language) => mark(language, layout.defaultLanguage)).join(', ');
  const versions = layout.versions.map((version) => mark(version, layout.defaultVersion)).join(', ');
  return `${layout.name} (${layout.source}): ${languages || 'one language'}${versions ? `; versions ${versions}` : ''}`;
}
