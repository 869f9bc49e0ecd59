import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageActionStatus } from './page-actions-options';

// Long enough to read "Copied", short enough that the button is usable again right away (as the answer's copy).
const FEEDBACK_MS = 2000;

/** The last action's outcome, shown (briefly, for "Copied" and failures) by the copy button and the live region. */
export function useActionStatus(): [PageActionStatus, (next: PageActionStatus, briefly?: boolean) => void] {
  const [status, setStatus] = useState<PageActionStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: PageActionStatus, briefly = false) => {
    clearTimeout(timer.current);
    setStatus(next);
    if (briefly) timer.current = setTimeout(() => setStatus('idle'), FEEDBACK_MS);
  }, []);
  return [status, show];
}
