import { ASK_ABOUT_PAGE_EVENT } from './ask-about-page-event';

export interface AskAboutPageDetail {
  /** The page's address, for an assistant of the host's own. */
  url: string;
  title: string;
  /** A question to ask at once; undefined opens the assistant for the reader to ask. */
  question?: string;
}

interface AssistantElement extends HTMLElement {
  open(): void;
  ask(question: string): void;
}

/**
 * Opens an assistant on this page, asking `question` if given: whoever takes the event, else the first
 * `<docs-assistant>` element, else the preset's launcher (only to open). False when there is no assistant to reach.
 */
export function reachAssistant(doc: Document, detail: AskAboutPageDetail): boolean {
  const event = new CustomEvent<AskAboutPageDetail>(ASK_ABOUT_PAGE_EVENT, { detail, cancelable: true });
  if (!doc.dispatchEvent(event)) return true;
  const element = doc.querySelector<AssistantElement>('docs-assistant');
  if (element && typeof element.open === 'function') {
    if (detail.question) element.ask(detail.question);
    else element.open();
    return true;
  }
  const root = doc.querySelector('[data-docs-assistant][data-da-slot="root"]');
  const launcher = root?.querySelector<HTMLElement>('[data-da-slot="launcher"]');
  if (!root || !launcher) return false;
  if (root.getAttribute('data-state') !== 'open') launcher.click();
  return true;
}
