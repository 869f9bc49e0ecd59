import { afterEach, describe, expect, it } from 'vitest';
import { codeContextFrom, nearestElementId, readSelectionContext } from '../../../src/page-context';

const page = `
  <div id="__next">
    <nav data-da-ignore><p id="nav-text">Menu entry</p></nav>
    <article id="content">
      <h1 id="intro">Intro</h1>
      <p id="lead">Lead paragraph with its own id.</p>
      <section id="install">
        <h2 id="install-heading">Install</h2>
        <p class="step">Run the installer.</p>
        <pre id="example-1"><code><span class="k">npm</span> install docs-assistant
</code></pre>
        <pre class="plain"><span aria-hidden="true">1</span><code>const a = 1;</code><button data-da-affordance="code"></button></pre>
      </section>
      <h2><a id="usage"></a>Usage</h2>
      <p class="usage">Render the component.</p>
      <p class="blank">   </p>
      <input id="field" value="typed text" />
      <div contenteditable="true"><p class="editable">Editable words</p></div>
    </article>
    <div data-da-slot="root" id="widget"><p class="answer">Widget answer</p></div>
  </div>`;

function select(node: Node, start = 0, end = node.textContent?.length ?? 0) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

const text = (selector: string) => document.querySelector(selector)!.firstChild!;
const content = () => document.getElementById('content')!;

describe('nearestElementId', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('prefers the heading of the section over an enclosing section id', () => {
    document.body.innerHTML = page;
    expect(nearestElementId(text('.step'))).toBe('install-heading');
  });

  it("prefers an element's own id when it sits inside a heading's section", () => {
    document.body.innerHTML = page;
    expect(nearestElementId(text('#lead'))).toBe('lead');
    expect(nearestElementId(document.getElementById('example-1'))).toBe('example-1');
  });

  it('reads an anchor nested in a heading, and never picks an app wrapper id over a heading', () => {
    document.body.innerHTML = page;
    expect(nearestElementId(text('.usage'))).toBe('usage');
  });

  it('falls back to the nearest enclosing id when no heading precedes, and to nothing outside the root', () => {
    document.body.innerHTML = '<div id="wrap"><p>text</p></div><p id="out">x</p>';
    expect(nearestElementId(text('#wrap p'))).toBe('wrap');
    const root = document.querySelector('#wrap p')!;
    expect(nearestElementId(root.firstChild, { root })).toBeUndefined();
  });

  it('never answers a wrapper id (framework `__` ids, main, an element holding several headings)', () => {
    // Docusaurus: the title's h1 has no id, the content sits in <main id="__docusaurus_skipToContent_fallback">.
    document.body.innerHTML = `<div id="__docusaurus"><main id="__docusaurus_skipToContent_fallback"><article>
      <header><h1>Title</h1></header><p class="intro">Intro</p>
      <h2 id="install">Install<a href="#install">#</a></h2><p class="step">Run it</p></article></main></div>
      <div id="docs-content"><h2>One</h2><p class="one">a</p><h2>Two</h2><p class="two">b</p></div>`;
    expect(nearestElementId(text('.intro'))).toBeUndefined();
    expect(nearestElementId(text('.step'))).toBe('install');
    expect(nearestElementId(text('.two'), { root: document.getElementById('docs-content') })).toBeUndefined();
  });
});

describe('readSelectionContext', () => {
  afterEach(() => {
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  it('reads the selected text, trimmed, with the path and the nearest anchor', () => {
    document.body.innerHTML = page;
    const selection = select(text('.step'), 3, 17);
    expect(readSelectionContext(selection, { root: content(), path: '/docs/install' })).toEqual({
      type: 'textSelection',
      value: 'the installer',
      path: '/docs/install',
      elementId: 'install-heading',
    });
  });

  it('ignores a collapsed selection, whitespace only and no selection at all', () => {
    document.body.innerHTML = page;
    expect(readSelectionContext(null)).toBeNull();
    expect(readSelectionContext(select(text('.step'), 3, 3))).toBeNull();
    expect(readSelectionContext(select(text('.blank')))).toBeNull();
  });

  it("ignores the widget's own DOM, by ref and by its data-da-slot marker", () => {
    document.body.innerHTML = page;
    const widget = document.getElementById('widget')!;
    widget.removeAttribute('data-da-slot');
    expect(readSelectionContext(select(text('.answer')), { ignore: widget })).toBeNull();
    expect(readSelectionContext(select(text('.answer')))).not.toBeNull();
    widget.setAttribute('data-da-slot', 'root');
    expect(readSelectionContext(select(text('.answer')))).toBeNull();
  });

  it('ignores editable content, host-ignored regions and text outside the root', () => {
    document.body.innerHTML = page;
    expect(readSelectionContext(select(text('.editable')))).toBeNull();
    expect(readSelectionContext(select(text('#nav-text')))).toBeNull();
    expect(readSelectionContext(select(text('.answer')), { root: content() })).toBeNull();
    expect(readSelectionContext(select(text('.usage')), { root: content(), ignore: '.usage' })).toBeNull();
  });

  it('ignores a selection that starts in the content and ends in the widget', () => {
    document.body.innerHTML = page;
    const range = document.createRange();
    range.setStart(text('.usage'), 0);
    range.setEnd(text('.answer'), 3);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    expect(readSelectionContext(selection)).toBeNull();
  });
});

describe('codeContextFrom', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("takes the code's text, not its markup, with the block's own id", () => {
    document.body.innerHTML = page;
    expect(codeContextFrom(document.getElementById('example-1')!, { path: '/docs' })).toEqual({
      type: 'code',
      value: 'npm install docs-assistant',
      path: '/docs',
      elementId: 'example-1',
    });
  });

  it('leaves out hidden line numbers and our own button, and falls back to the section heading', () => {
    document.body.innerHTML = page;
    expect(codeContextFrom(document.querySelector('pre.plain')!)).toEqual({
      type: 'code',
      value: 'const a = 1;',
      elementId: 'install-heading',
    });
  });

  it.each([
    [
      'Expressive Code: a line per element, a gutter per line',
      '<pre><code><div class="ec-line"><div class="gutter"><div class="ln">1</div></div><div class="code"><span>a()</span></div></div><div class="ec-line"><div class="gutter"><div class="ln">2</div></div><div class="code">\n</div></div><div class="ec-line"><div class="gutter"><div class="ln">3</div></div><div class="code"><span>b()</span></div></div></code></pre>',
    ],
    [
      'Pygments inline line numbers (Sphinx)',
      '<pre><span class="linenos">1</span>a()\n<span class="linenos">2</span>\n<span class="linenos">3</span>b()\n</pre>',
    ],
    [
      'Chroma inline line numbers (Hugo)',
      '<pre><code><span class="line"><span class="ln">1</span><span class="cl">a()\n</span></span><span class="line"><span class="ln">2</span><span class="cl">\n</span></span><span class="line"><span class="ln">3</span><span class="cl">b()\n</span></span></code></pre>',
    ],
    ['a theme button with a text label inside the block', '<pre><button>Copy</button><code>a()\n\nb()</code></pre>'],
  ])('reads the code as the reader sees it: %s', (_theme, html) => {
    document.body.innerHTML = html;
    expect(codeContextFrom(document.querySelector('pre')!)?.value).toBe('a()\n\nb()');
  });

  it('returns null for an empty block', () => {
    document.body.innerHTML = '<pre>  \n </pre>';
    expect(codeContextFrom(document.querySelector('pre')!)).toBeNull();
  });
});
