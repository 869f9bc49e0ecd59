// The React build of "Copy page" on a generator page (page-actions-site.ts, `react: true`): `<PageActions>` from
// `docs-assistant/page-actions`, mounted where the page's markup leaves room for it after the title, as a React host
// (a swizzled Docusaurus title, a Next.js layout) places it.
import { createRoot } from 'react-dom/client';
import { PageActions } from '../../../src/page-actions/index';

const place = document.querySelector('[data-page-actions-host]');
if (!place) throw new Error('The page has no [data-page-actions-host] after its title.');
createRoot(place).render(<PageActions data-host="react" />);
