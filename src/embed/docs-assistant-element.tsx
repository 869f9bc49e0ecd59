import { createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ContextItem } from '../core/types';
import type { AssistantEvent } from '../react/events';
import { DocsAssistant, type DocsAssistantHandle, type DocsAssistantProps } from '../ui/docs-assistant';
import { loadPropRules } from '../react/lazy-chunks';
import { ATTRIBUTES, AttributeError, propFromAttribute } from './attributes';

/** Props with no attribute: what HTML cannot write (functions, a transport), set as properties. */
const PROPERTY_ONLY = [
  'fetch',
  'transport',
  'onBeforeSend',
  'onEvent',
  'onError',
  'onFeedback',
  'onIntent',
  'onOpenChange',
  'onNavigate',
] as const;

/** Every prop the element takes as a property, named as in React (`el.starterQuestions = [...]`). */
export const ELEMENT_PROPERTIES = [...Object.values(ATTRIBUTES).map((spec) => spec.prop), ...PROPERTY_ONLY];

/** The widget's events, dispatched on the element as DOM events (not bubbling: an `error` must not reach window). */
const DOM_EVENTS: Partial<Record<AssistantEvent['type'], (event: AssistantEvent) => unknown>> = {
  open: () => null,
  close: () => null,
  ask: (event) => event,
  answer: (event) => event,
  feedback: (event) => (event.type === 'feedback' ? event.feedback : null),
};

type Call = (handle: DocsAssistantHandle) => void;

/** The element as a host scripts it: the props as properties, and the preset's handle as methods. */
export type DocsAssistantElement = HTMLElement &
  DocsAssistantHandle &
  Omit<DocsAssistantProps, 'open' | 'className' | 'style' | 'children'>;

/** What the property accessors reach. */
interface PropsHolder {
  getProp(name: keyof DocsAssistantProps): unknown;
  setProp(name: keyof DocsAssistantProps, value: unknown): void;
}

// Made on demand, not at import: `HTMLElement` exists only in a browser, and importing this module must not touch it.
/**
 * `<docs-assistant>`: the `DocsAssistant` preset in a custom element. Attributes are the documented props in
 * kebab-case (JSON for arrays and objects), properties are the props by their React names, and `ask`, `open`,
 * `close`, `toggle`, `addContext`, `newConversation`, `clearHistory` and `openSearch` are methods. It renders into its own light DOM (no shadow
 * root: the stylesheet, `classNames` and the page affordances live in the page's DOM, see architecture/embed.md)
 * and unmounts, listeners and all, when it leaves the document.
 */
function elementClass() {
  return class DocsAssistantElement extends HTMLElement implements PropsHolder {
    static observedAttributes = Object.keys(ATTRIBUTES);

    private props: Partial<DocsAssistantProps> = {};
    private root: Root | null = null;
    private readonly handle = createRef<DocsAssistantHandle>();
    /** Calls made before the widget rendered (or while it re-renders), run once its handle is there. */
    private pending: Call[] = [];
    private scheduled = false;
    private opened = false;
    private reportedNoDomain = false;

    connectedCallback() {
      // Properties a page set before this script defined the element are the element's own and hide the accessors:
      // take them over (once; the accessors then apply).
      for (const name of ELEMENT_PROPERTIES) {
        if (!Object.hasOwn(this, name)) continue;
        const value: unknown = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        this.setProp(name, value);
      }
      // Moving the element (disconnected, then connected in the same task) keeps its conversation.
      if (!this.root) this.root = createRoot(this);
      // In a microtask: a script that creates the element, appends it and then sets its attributes renders once.
      this.scheduleRender();
    }

    disconnectedCallback() {
      queueMicrotask(() => {
        if (this.isConnected || !this.root) return;
        this.root.unmount();
        this.root = null;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const spec = ATTRIBUTES[name];
      if (!spec) return;
      try {
        this.setProp(spec.prop, propFromAttribute(name, value));
      } catch (error) {
        if (!(error instanceof AttributeError)) throw error;
        // The previous value stays: a typo in an attribute must not take the assistant down or lose a conversation.
        console.error(error.message);
        this.dispatchEvent(new CustomEvent('error', { detail: { error } }));
      }
    }

    /** Opens the assistant and asks; the question waits for the engine if it is still loading. */
    ask(question: string, options?: { context?: ContextItem[] }) {
      this.call((handle) => handle.ask(question, options));
    }
    open() {
      this.call((handle) => handle.open());
    }
    close() {
      this.call((handle) => handle.close());
    }
    toggle() {
      this.call((handle) => handle.toggle());
    }
    addContext(item: ContextItem) {
      this.call((handle) => handle.addContext(item));
    }
    newConversation() {
      this.call((handle) => handle.newConversation());
    }
    /** Deletes every recent conversation (see the `history` attribute). */
    clearHistory() {
      this.call((handle) => handle.clearHistory());
    }
    /** Opens the search view, as Ctrl/⌘+K does (see the `search` attribute). */
    openSearch() {
      this.call((handle) => handle.openSearch());
    }

    /** Used by the property accessors defined for every prop. */
    getProp(name: keyof DocsAssistantProps): unknown {
      return this.props[name];
    }

    setProp(name: keyof DocsAssistantProps, value: unknown) {
      const next = { ...this.props, [name]: value };
      if (value === undefined) delete next[name];
      this.props = next;
      this.scheduleRender();
    }

    private call(call: Call) {
      const handle = this.handle.current;
      if (handle && this.root) call(handle);
      else this.pending.push(call);
    }

    /** Several attribute or property changes in one task are one render. */
    private scheduleRender() {
      if (this.scheduled || !this.root) return;
      this.scheduled = true;
      queueMicrotask(() => {
        this.scheduled = false;
        this.render();
      });
    }

    private render() {
      if (!this.root) return;
      const props = this.props;
      // Reported on the console and as an `error` event, in the words of the rules every prop is checked by
      // (core/prop-rules.ts, a small chunk: only a page missing its domain loads it this early).
      if (!props.domain && !props.api && !props.transport && !this.reportedNoDomain) {
        this.reportedNoDomain = true;
        void loadPropRules().then(({ reportProp }) => {
          const error = new Error(reportProp('domain', props.domain));
          this.dispatchEvent(new CustomEvent('error', { detail: { error } }));
        });
      }
      this.root.render(
        <DocsAssistant
          {...props}
          // Missing stays missing: the widget then tells readers it is not set up yet.
          domain={props.domain as string}
          ref={this.handle}
          onEvent={(event) => this.relay(event)}
          onError={(error) => {
            this.props.onError?.(error);
            this.dispatchEvent(new CustomEvent('error', { detail: { error } }));
          }}
        />,
      );
      if (this.pending.length) queueMicrotask(() => this.flush());
    }

    /** Runs the calls made before the widget's handle existed, once it does (the render above commits first). */
    private flush() {
      const handle = this.handle.current;
      // Removed before it ever rendered: the calls have nothing left to reach.
      if (!this.root) return void this.pending.splice(0);
      if (!handle) return void requestAnimationFrame(() => this.flush());
      for (const call of this.pending.splice(0)) call(handle);
    }

    /** The widget's event to the host's `onEvent` and as a DOM event (`onEvent` is the prop's accessor's name). */
    private relay(event: AssistantEvent) {
      this.props.onEvent?.(event);
      // The widget reports `open` on every request to open; the element's events say when the state changes.
      if (event.type === 'open' || event.type === 'close') {
        if (this.opened === (event.type === 'open')) return;
        this.opened = event.type === 'open';
      }
      const detail = DOM_EVENTS[event.type];
      if (detail) this.dispatchEvent(new CustomEvent(event.type, { detail: detail(event) }));
    }
  };
}

/**
 * Defines `<docs-assistant>` (or `tag`) once per page and returns its class; a second call, or a second copy of the
 * script, finds it defined and leaves it.
 */
export function defineDocsAssistantElement(tag = 'docs-assistant'): CustomElementConstructor {
  const defined = customElements.get(tag);
  if (defined) return defined;
  const Element = elementClass();
  // One accessor per prop, each reading and writing the element's props (and rendering on change).
  for (const name of ELEMENT_PROPERTIES) {
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: PropsHolder) {
        return this.getProp(name);
      },
      set(this: PropsHolder, value: unknown) {
        this.setProp(name, value);
      },
    });
  }
  customElements.define(tag, Element);
  return Element;
}
