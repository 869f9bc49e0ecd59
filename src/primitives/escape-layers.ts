/**
 * The page's open layers that Escape closes — the assistant's panel, the page actions' menu — in the order they
 * opened, as Radix's DismissableLayer keeps them: only the top one takes an Escape, so a menu open inside the panel
 * closes first and the panel with the next press. One stack for the page, shared by every root on it (the embed
 * renders each element in a React root of its own).
 */
export interface EscapeLayer {
  /** Whether the reader is with this layer now: it takes Escape only then, and otherwise leaves it to the page. */
  engaged: () => boolean;
  /** Takes the key: runs the host's `onEscapeKeyDown` and closes, unless that called `event.preventDefault()`. */
  escape: (event: KeyboardEvent) => void;
}

const layers: EscapeLayer[] = [];

/** Puts a layer on top of the stack; returns its removal. */
export function pushEscapeLayer(layer: EscapeLayer): () => void {
  // An Escape from outside every layer (focus on the page, or on <body> after a click on the panel's text) reaches
  // the document. Bubble phase, unlike Radix's capture: what runs inside a layer — a host's own menu in the panel —
  // has the key first and keeps it with `event.preventDefault()`.
  if (!layers.length) document.addEventListener('keydown', takeEscape);
  layers.push(layer);
  return () => {
    layers.splice(layers.indexOf(layer), 1);
    if (!layers.length) document.removeEventListener('keydown', takeEscape);
  };
}

/**
 * Gives an Escape to the top layer if the reader is with it, and marks it taken (`preventDefault`); returns whether
 * it was. A key already prevented (by a host's handler) or ending an IME composition is left alone. Layers call it
 * from their own keydown too, to keep the key from the page's handlers around them.
 */
export function takeEscape(event: KeyboardEvent): boolean {
  const top = layers.at(-1);
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || !top?.engaged()) return false;
  top.escape(event);
  event.preventDefault();
  return true;
}
