// The React build on the Docusaurus-shaped page as a swizzled `Root` renders it: inside the host's own root element
// (`#__docusaurus`), beside its navbar and content — not at the end of <body>. Props from the `props` URL parameter.
import { createRoot } from 'react-dom/client';
import { DocsAssistant, type DocsAssistantProps } from '../../../src/index';

const props = JSON.parse(new URLSearchParams(location.search).get('props') ?? '{}') as DocsAssistantProps;
const hostRoot = document.getElementById('__docusaurus') ?? document.body;
const host = document.createElement('div');
host.id = 'docs-assistant-host';
hostRoot.append(host);
createRoot(host).render(<DocsAssistant storage={null} {...props} />);
