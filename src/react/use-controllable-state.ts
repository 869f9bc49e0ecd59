import { useCallback, useState } from 'react';
import { useLatest } from './use-latest';

/** Controlled when `value` is defined, uncontrolled otherwise (the Radix pattern); `onChange` fires either way. */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const latest = useLatest({ current, onChange, isControlled });

  const setValue = useCallback(
    (next: T) => {
      const { current: previous, onChange: notify, isControlled: controlled } = latest();
      if (Object.is(previous, next)) return;
      if (!controlled) setUncontrolled(next);
      notify?.(next);
    },
    [latest],
  );

  return [current, setValue];
}
