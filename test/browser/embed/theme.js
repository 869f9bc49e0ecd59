// The themes' own copy buttons, as each theme's script implements them; what they copy lands in `window.__copied`
// (and the clipboard, where the page may write it). Served as /theme.js: no inline script, for the strict-CSP page.
(() => {
  const copy = (text) => {
    window.__copied = text;
    navigator.clipboard?.writeText(text).catch(() => undefined);
  };
  document.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (!button) return;
    // MkDocs Material (clipboard.js): the target's text.
    if (button.matches('.md-clipboard')) copy(document.querySelector(button.dataset.clipboardTarget).textContent);
    // sphinx-copybutton: the target's innerText, line numbers (`.linenos`) removed first.
    if (button.matches('.copybtn')) {
      const clone = document.querySelector(button.dataset.clipboardTarget).cloneNode(true);
      clone.querySelectorAll('.linenos').forEach((n) => n.remove());
      copy(clone.textContent);
    }
    // Docsy: the code cell's text.
    if (button.matches('.td-click-to-copy'))
      copy(button.parentElement.querySelector('td.lntd:last-child pre code').textContent);
    // VitePress: a clone of the `pre` without `.vp-copy-ignore` and removed diff lines, as text.
    if (button.matches('div[class*="language-"] > button.copy')) {
      const clone = button.parentElement.querySelector('pre').cloneNode(true);
      clone.querySelectorAll('.vp-copy-ignore, .diff.remove').forEach((n) => n.remove());
      copy(clone.textContent);
    }
    // Expressive Code: the button's data-code, U+007F standing for line breaks.
    if (button.closest('.expressive-code .copy')) copy(button.dataset.code.replace(/\u007f/g, '\n'));
  });
})();
