// The floor for the mount figure: the least a React launcher with a shortcut does on mount — its open state, a
// keydown listener, an idle callback to preload — and nothing of ours. Measured in the same rounds as the widget, so
// the ratio between them survives the machine's noise.
import { useEffect, useState } from 'react';

export function MinimalLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'i' && (event.ctrlKey || event.metaKey)) setOpen((value) => !value);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => undefined);
    return () => cancelIdleCallback(handle);
  }, []);
  return (
    <button type="button" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(!open)}>
      Ask AI
    </button>
  );
}
