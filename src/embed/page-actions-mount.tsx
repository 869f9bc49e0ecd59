import { createRoot } from 'react-dom/client';
import { PageActions, type PageActionsProps } from '../page-actions/ui/page-actions';

/** `<docs-assistant-page-actions>` attributes, by name, and the prop each sets. JSON for `labels` and `open-in`. */
const ATTRIBUTES = {
  'markdown-url': 'markdownUrl',
  content: 'content',
  prompt: 'prompt',
  'ask-question': 'askQuestion',
  align: 'align',
  'ask-ai': 'askAI',
  unstyled: 'unstyled',
  labels: 'labels',
  'open-in': 'openIn',
} as const;

/** The element's props from its attributes; a malformed JSON attribute is reported and left out (the rest works). */
function propsOf(element: HTMLElement): PageActionsProps {
  const props: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(ATTRIBUTES)) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'ask-ai' || name === 'unstyled') props[prop] = value !== 'false';
    else if (name === 'labels' || name === 'open-in') {
      try {
        props[prop] = JSON.parse(value);
      } catch {
        console.error(`docs-assistant: <docs-assistant-page-actions ${name}> is not JSON; it is left out.`);
      }
    } else props[prop] = value;
  }
  return props;
}

/** Renders `PageActions` into the element (its light DOM): a render from its attributes as they are now, an unmount. */
export function mountPageActions(element: HTMLElement): [() => void, () => void] {
  const root = createRoot(element);
  return [() => root.render(<PageActions {...propsOf(element)} />), () => root.unmount()];
}
