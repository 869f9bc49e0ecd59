import { useCallback, useEffect, useRef, useState } from 'react';

// Long enough to read "Copied", short enough that the button is usable again right away.
const COPIED_FEEDBACK_MS = 1500;

/** Copies text to the clipboard and reports `copied` for a moment. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return true;
  }, []);
  return { copied, copy };
}
