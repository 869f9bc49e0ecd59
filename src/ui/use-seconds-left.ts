import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds left until `deadline` (ms since the epoch), re-rendering as each second passes and stopping at 0.
 * Undefined when there is no deadline. Each tick is timed to the next whole second from the deadline, so a slow
 * frame never makes the count skip or stall.
 */
export function useSecondsLeft(deadline: number | undefined): number | undefined {
  const [, tick] = useState(0);
  const left = deadline === undefined ? undefined : secondsUntil(deadline);
  useEffect(() => {
    if (deadline === undefined || left === undefined || left === 0) return;
    const untilNextSecond = deadline - Date.now() - (left - 1) * 1000;
    const timer = setTimeout(() => tick((n) => n + 1), Math.max(0, untilNextSecond));
    return () => clearTimeout(timer);
  }, [deadline, left]);
  return left;
}
