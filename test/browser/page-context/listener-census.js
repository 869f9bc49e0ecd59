// Runs before any page script: keeps a list of live event listeners so a test can tell what a component left behind.
(() => {
  const live = new Map();
  const key = (type, listener, options) => {
    const capture = typeof options === 'boolean' ? options : !!(options && options.capture);
    return { type, listener, capture };
  };
  const entries = (target) => {
    if (!live.has(target)) live.set(target, []);
    return live.get(target);
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener) {
      const k = key(type, listener, options);
      const list = entries(this);
      if (!list.some((e) => e.type === k.type && e.listener === k.listener && e.capture === k.capture)) list.push(k);
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const k = key(type, listener, options);
    const list = entries(this);
    const i = list.findIndex((e) => e.type === k.type && e.listener === k.listener && e.capture === k.capture);
    if (i !== -1) list.splice(i, 1);
    return remove.call(this, type, listener, options);
  };
  const name = (target) =>
    target === window
      ? 'window'
      : target === document
        ? 'document'
        : target === window.navigation
          ? 'navigation'
          : target === history
            ? 'history'
            : target.nodeName || String(target);
  // Page-level targets only: listeners on elements go with their elements.
  window.__listeners = () => {
    const out = [];
    for (const [target, list] of live) {
      if (target !== window && target !== document && target !== window.navigation) continue;
      for (const e of list) out.push(`${name(target)}:${e.type}${e.capture ? ':capture' : ''}`);
    }
    return out.sort();
  };
})();
