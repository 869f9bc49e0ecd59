/** The element's attributes (read in its lazy chunk, page-actions-mount.tsx: only their names are needed up front). */
const OBSERVED = [
  'markdown-url',
  'content',
  'prompt',
  'ask-question',
  'align',
  'ask-ai',
  'unstyled',
  'labels',
  'open-in',
];

type Render = () => void;

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
      static observedAttributes = OBSERVED;
      private render?: Render;
      private unmount?: () => void;

      connectedCallback() {
        if (this.render) return this.render();
        void import('./page-actions-mount').then(({ mountPageActions }) => {
          if (!this.isConnected || this.render) return;
          [this.render, this.unmount] = mountPageActions(this);
          this.render();
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
        this.render?.();
      }
    },
  );
}
