import { useEffect } from 'react';
import { adoptOtherTab } from '../store/cross-tab';
import { storageKey, type AssistantStore } from '../store/assistant-store';

/**
 * Keeps two tabs of the same docs on one conversation: when another tab saves (an answer finished, a new
 * conversation), this one shows it. Only for the default `localStorage`: a host's own storage has no such event.
 */
export function useCrossTabSync(store: AssistantStore, domain: string, usesDefaultStorage: boolean): void {
  useEffect(() => {
    if (!usesDefaultStorage || typeof window === 'undefined') return;
    const key = storageKey(domain);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) adoptOtherTab(store, event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, domain, usesDefaultStorage]);
}
