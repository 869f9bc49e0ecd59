import { afterEach, describe, expect, it } from 'vitest';
import { filterFrom } from '../../../src/page-context/page-filter';

function meta(name: string, content: string) {
  const element = document.createElement('meta');
  element.name = name;
  element.content = content;
  document.head.append(element);
}

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((element) => element.remove());
  document.documentElement.removeAttribute('lang');
  delete (window as { readthedocs?: unknown }).readthedocs;
});

describe("the page's filter", () => {
  it('is the page language and the Docusaurus version', () => {
    document.documentElement.lang = 'ja';
    meta('docusaurus_version', '1.0');
    expect(filterFrom(undefined)).toEqual({ version: '1.0', language: 'ja' });
  });

  it('prefers docsearch:version, then docusaurus_version, then the Read the Docs slug', () => {
    meta('readthedocs-version-slug', 'stable');
    expect(filterFrom(undefined)).toEqual({ version: 'stable' });
    meta('docusaurus_version', '2.x');
    meta('docsearch:version', '2.1');
    expect(filterFrom(undefined)).toEqual({ version: '2.1' });
  });

  it("reads Read the Docs' addons data when the page has no meta", () => {
    (window as { readthedocs?: unknown }).readthedocs = { versions: { current: { slug: 'v3.2' } } };
    expect(filterFrom(undefined)).toEqual({ version: 'v3.2' });
  });

  it('sends no version without a marker, and nothing at all on a page with neither', () => {
    document.documentElement.lang = 'pt-BR';
    expect(filterFrom(undefined)).toEqual({ language: 'pt-BR' });
    document.documentElement.removeAttribute('lang');
    expect(filterFrom(undefined)).toBeNull();
  });

  it('skips an empty marker and one too long for the service (which would refuse the whole question)', () => {
    meta('docsearch:version', '   ');
    meta('docusaurus_version', 'v'.repeat(201));
    meta('readthedocs-version-slug', 'latest');
    expect(filterFrom(undefined)).toEqual({ version: 'latest' });
  });

  it("is the host's filter prop as given, replacing both; null sends none", () => {
    document.documentElement.lang = 'de';
    meta('docusaurus_version', '1.0');
    expect(filterFrom({ version: '2.0' })).toEqual({ version: '2.0' });
    expect(filterFrom(null)).toBeNull();
  });
});
