// What runs in the page to catch a payload that got through: a `__xss()` trap, and a MutationObserver that sees
// every element and attribute the widget ever puts in the DOM — also the ones that exist for a single frame while
// a chunk boundary leaves the markdown half-written.

export interface TrapFindings {
  /** Calls to `__xss()`, each with the label of the answer that was current. */
  executed: string[];
  /** Forbidden elements, handler attributes and dangerous URLs seen in the widget, with what and where. */
  violations: string[];
  /** DOM updates seen inside rendered answers: proof that the split answers were rendered piece by piece. */
  renders: number;
}

/**
 * Runs in the page once it has loaded (`page.evaluate`), so the page's own head is not reported; it must not
 * reference anything outside itself.
 */
export function installTraps(): void {
  const w = window as unknown as { __xss(): void; __current: string; __findings: TrapFindings };
  w.__current = 'page load';
  w.__findings = { executed: [], violations: [], renders: 0 };
  w.__xss = () => w.__findings.executed.push(w.__current);

  const FORBIDDEN = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'style',
    'base',
    'form',
    'meta',
    'link',
    'img',
    'video',
    'audio',
    'source',
    'input',
    'isindex',
    'noscript',
    'template',
  ]);
  const URL_ATTRIBUTES = [
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'poster',
    'data',
    'background',
    'ping',
    'cite',
    'srcset',
    'srcdoc',
  ];
  const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
  const report = (what: string) => w.__findings.violations.push(`${w.__current}: ${what}`);

  // The browser's own URL parser decides what a link would do: that is the ground truth, not a regex.
  const dangerous = (name: string, value: string) => {
    if (name === 'srcdoc') return true;
    const candidates = name === 'srcset' ? value.split(',').map((item) => item.trim().split(/\s+/)[0] ?? '') : [value];
    return candidates.some((candidate) => {
      try {
        return !SAFE_PROTOCOLS.has(new URL(candidate, document.baseURI).protocol);
      } catch {
        return false; // Not a URL the browser can follow.
      }
    });
  };

  const inspect = (element: Element) => {
    const widget = element.closest('[data-docs-assistant]');
    const tag = element.localName;
    // Outside the widget, nothing at all may be added to the head, or as a base, meta or script anywhere.
    if (!widget) {
      // The page-context affordances' own stylesheet (loaded when the page goes idle) is the widget's, not an answer's.
      if (
        tag === 'style' &&
        element.hasAttribute('data-da-affordance-styles') &&
        element.textContent?.includes('[data-da-affordance')
      )
        return;
      if (['script', 'base', 'meta', 'iframe', 'object', 'embed', 'style', 'link'].includes(tag)) {
        report(`<${tag}> added to the page outside the widget`);
      }
      return;
    }
    const isComposer = tag === 'form' && element.getAttribute('data-da-slot') === 'composer';
    if (FORBIDDEN.has(tag) && !isComposer) report(`<${tag}> ${element.outerHTML.slice(0, 120)}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) report(`${name}= on <${tag}>`);
      if (URL_ATTRIBUTES.includes(name) && dangerous(name, attribute.value)) {
        report(`${name}="${attribute.value.slice(0, 80)}" on <${tag}>`);
      }
      // The copy-code button's own visually hidden status is ours; any other inline style came from the answer.
      const ours = element.matches('[data-da-code-block] [role="status"]');
      if (
        name === 'style' &&
        !ours &&
        element.closest('[data-da-markdown]') &&
        !/^\s*text-align:\s*\w+;?\s*$/.test(attribute.value)
      ) {
        report(`style="${attribute.value.slice(0, 80)}" in an answer`);
      }
    }
  };

  const observer = new MutationObserver((records) => {
    const inAnswer = records.some((record) => {
      const element = record.target instanceof Element ? record.target : record.target.parentElement;
      return element?.closest('[data-da-markdown]') !== null && element?.closest('[data-da-markdown]') !== undefined;
    });
    if (inAnswer) w.__findings.renders += 1;
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) inspect(record.target);
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        inspect(node);
        for (const child of Array.from(node.querySelectorAll('*'))) inspect(child);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
}
