import type { PageActionsProps } from '../ui/page-actions/page-actions';

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

type Attribute = keyof typeof ATTRIBUTES;

/** The element's props from its attributes; a malformed JSON attribute is reported and left out (the rest works). */
function propsOf(element: HTMLElement): PageActionsProps {
  const props: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(ATTRIBUTES) as Array<[Attribute, string]>) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'ask-ai') props[prop] = value !== 'false';
    else if (name === 'unstyled') props[prop] = value !== 'false';
    else if (name === 'labels' || name === 'open-in') {
      try {
        props[prop] = JSON.parse(value);
      } catch {
        console.error(`docs-assistant: <docs-assistant-page-actions ${name}> is not JSON; it is left out.`);
      }
    } else props[prop] = value;
  }
  return props as PageActionsProps;
}

/**
 * `<docs-assistant-page-actions>`: the `PageActions` part in a custom element, for beside a page's title. Defining it
 * costs the embed's first chunk only this class: the part itself is a chunk fetched when the first element connects,
 * and its Markdown converter a further chunk fetched on the first click that needs it.
 */
export function definePageActionsElement(name = 'docs-assistant-page-actions'): void {
  if (customElements.get(name)) return;
  customElements.define(
    name,
    class DocsAssistantPageActionsElement extends HTMLElement {
      static observedAttributes = Object.keys(ATTRIBUTES);
      private render?: (props: PageActionsProps) => void;
      private unmount?: () => void;

      connectedCallback() {
        if (this.render) return this.render(propsOf(this));
        void import('./page-actions-mount').then(({ mountPageActions }) => {
          if (!this.isConnected || this.render) return;
          [this.render, this.unmount] = mountPageActions(this);
          this.render(propsOf(this));
        });
      }

      disconnectedCallback() {
        // Moved (disconnected and connected in the same task): keep it.
        queueMicrotask(() => {
          if (this.isConnected) return;
          this.unmount?.();
          this.render = this.unmount = undefined;
        });
      }

      attributeChangedCallback() {
        this.render?.(propsOf(this));
      }
    },
  );
}
