// A docs page in a language and version of its own, for the i18n suite: the `page` URL parameter (JSON) sets
// `<html lang>` and `dir` and the generator's version markers (`meta`) before the widget mounts, as the page's HTML
// would; `props` are the widget's. `window.__navigate(path, meta)` is a client-side router's move to another page:
// it pushes the URL and rewrites the markers, as Docusaurus's does on a version switch.
import { createRoot } from 'react-dom/client';
import { DocsAssistant, type DocsAssistantProps } from '../../../src/index';

const params = new URLSearchParams(location.search);
const props = JSON.parse(params.get('props') ?? '{}') as Partial<DocsAssistantProps>;
const page = JSON.parse(params.get('page') ?? '{}') as {
  lang?: string;
  dir?: string;
  meta?: Record<string, string>;
};

const html = document.documentElement;
if (page.lang === undefined) html.removeAttribute('lang');
else html.lang = page.lang;
if (page.dir) html.dir = page.dir;

function setMeta(meta: Record<string, string>) {
  for (const [name, content] of Object.entries(meta)) {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.name = name;
      document.head.append(element);
    }
    element.content = content;
  }
}
setMeta(page.meta ?? {});

(window as unknown as { __navigate: (path: string, meta: Record<string, string>) => void }).__navigate = (
  path,
  meta,
) => {
  history.pushState(null, '', path);
  setMeta(meta);
};

createRoot(document.getElementById('app')!).render(
  <>
    <main>
      <h1>{page.lang === 'ar' ? 'البدء' : 'Getting started'}</h1>
    </main>
    <DocsAssistant domain="browser-test" api="/api/assistant" storage={null} {...props} />
  </>,
);
