import { useRef } from 'react';
import { storageKey } from '../store/assistant-store';
import { useReopenAfterNavigation } from './use-reopen-after-navigation';

/**
 * `reopenAfterNavigation`: opens the assistant when the previous page's reader followed a link from it, and holds
 * where they were (the note it left) for the conversation to open on, once. Null when off (or nothing is persisted).
 */
export function useReadingPlace(
  enabled: boolean,
  domain: string,
  setOpen: (open: boolean) => void,
): { current: string | null } | null {
  const placeRef = useRef<string | null>(null);
  useReopenAfterNavigation(enabled && storageKey(domain), (note) => {
    placeRef.current = note;
    setOpen(true);
  });
  return enabled ? placeRef : null;
}
