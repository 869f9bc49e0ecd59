import type { DocsAssistantProps } from '../ui/docs-assistant';
import type { DocsAssistantElement } from './docs-assistant-element';

/**
 * `DocsAssistant.mount(target, props)`: a `<docs-assistant>` with these props (by their React names, functions
 * included) appended to `target` (an element or a selector; default `document.body`). Remove the returned element,
 * or call its `unmount()`, to take it away with every listener it added. Called before the element is defined
 * (its stylesheet still loading), the props wait on the element and apply when it upgrades.
 */
export function mount(
  target: Element | string | null | undefined,
  props: DocsAssistantProps,
): DocsAssistantElement & { unmount(): void } {
  const parent = typeof target === 'string' ? document.querySelector(target) : (target ?? document.body);
  if (!parent) throw new Error(`docs-assistant: mount() found no element for ${JSON.stringify(target)}.`);
  const element = Object.assign(document.createElement('docs-assistant') as DocsAssistantElement, props, {
    unmount: () => element.remove(),
  });
  parent.append(element);
  return element;
}
