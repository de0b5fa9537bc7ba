import { normaliseQuery } from './search-url';

// Each member's last searches on this device, newest first, a term once whatever its case. Kept per
// member (one key, a map by member id) so a shared computer does not show one member's searches to the next.
export const RECENT_SEARCHES_MAX = 8;

export function withRecentSearch(list: readonly string[], term: string): string[] {
  const search = normaliseQuery(term);
  if (!search) return [...list];
  const key = search.toLocaleLowerCase();
  return [search, ...list.filter((kept) => kept.toLocaleLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX);
}

// What is stored, read defensively: anything that is not a list of words is dropped.
function cleanList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string')
    .reverse()
    .reduce<string[]>((list, term) => withRecentSearch(list, term), []);
}

type RecentSearchMap = Record<string, string[]>;

export function parseRecentSearchMap(raw: string | null): RecentSearchMap {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>)
        .filter(([memberId]) => /^\d+$/.test(memberId))
        .map(([memberId, list]) => [memberId, cleanList(list)]),
    );
  } catch {
    return {};
  }
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface RecentSearchStore {
  get(memberId: number): readonly string[];
  add(memberId: number, term: string): void;
  clear(memberId: number): void;
  // Another tab changed what is stored.
  reload(): void;
  subscribe(listener: () => void): () => void;
}

const NONE: readonly string[] = [];

export function createRecentSearchStore(storage: () => StorageLike, key: string): RecentSearchStore {
  // Storage can be refused (private windows, quotas): this page load then remembers on its own.
  let memory: RecentSearchMap = {};
  let refused = false;
  const snapshots = new Map<number, readonly string[]>();
  const listeners = new Set<() => void>();

  const readAll = (): RecentSearchMap => {
    if (refused) return memory;
    try {
      return parseRecentSearchMap(storage().getItem(key));
    } catch {
      return memory;
    }
  };
  const changed = () => {
    snapshots.clear();
    listeners.forEach((listener) => listener());
  };
  const writeAll = (all: RecentSearchMap) => {
    memory = all;
    try {
      storage().setItem(key, JSON.stringify(all));
      refused = false;
    } catch {
      refused = true;
    }
    changed();
  };

  return {
    get(memberId) {
      let snapshot = snapshots.get(memberId);
      if (!snapshot) {
        snapshot = readAll()[String(memberId)] ?? NONE;
        snapshots.set(memberId, snapshot);
      }
      return snapshot;
    },
    add(memberId, term) {
      const all = readAll();
      const current = all[String(memberId)] ?? [];
      const next = withRecentSearch(current, term);
      if (next.length === current.length && next.every((item, index) => item === current[index])) return;
      writeAll({ ...all, [String(memberId)]: next });
    },
    clear(memberId) {
      const all = readAll();
      if (!all[String(memberId)]) return;
      const { [String(memberId)]: _cleared, ...rest } = all;
      writeAll(rest);
    },
    reload: changed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
