import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createRecentSearchStore } from '../recent-searches';

const KEY = STORAGE_KEYS.recentSearches;
const store = createRecentSearchStore(() => window.localStorage, KEY);
const NONE: readonly string[] = [];

function subscribe(listener: () => void): () => void {
  const unsubscribe = store.subscribe(listener);
  // Another tab's searches arrive as storage events.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) store.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

// The signed-in member's recent searches on this device (none for a visitor).
export function useRecentSearches(memberId: number | null) {
  const snapshot = () => (memberId === null ? NONE : store.get(memberId));
  const searches = useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    searches,
    add: (term: string) => (memberId === null ? undefined : store.add(memberId, term)),
    clear: () => (memberId === null ? undefined : store.clear(memberId)),
  };
}
