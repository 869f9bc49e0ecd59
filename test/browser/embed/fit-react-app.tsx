// The React build of the widget on a generator page (the fit suite, fit.test.ts): the preset mounted at the end of <body>,
// as a host's layout renders it, with the props from the page's `props` URL parameter (JSON).
import { createRoot } from 'react-dom/client';
import { DocsAssistant, type DocsAssistantProps } from '../../../src/index';

const props = JSON.parse(new URLSearchParams(location.search).get('props') ?? '{}') as DocsAssistantProps;
const host = document.createElement('div');
host.id = 'docs-assistant-host';
document.body.append(host);
createRoot(host).render(<DocsAssistant storage={null} {...props} />);
