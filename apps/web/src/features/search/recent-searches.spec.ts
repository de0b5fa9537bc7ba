import { describe, expect, it } from '@jest/globals';
import { RECENT_SEARCHES_MAX, createRecentSearchStore, parseRecentSearchMap, withRecentSearch, type StorageLike } from './recent-searches';

const KEY = 'stave:recent-searches';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const refusingStorage: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe(withRecentSearch.name, () => {
  it('puts the newest search first', () => {
    expect(withRecentSearch(['drums', 'bass'], 'synth')).toEqual(['synth', 'drums', 'bass']);
  });

  it('keeps a search once whatever its case, in the spelling used last', () => {
    expect(withRecentSearch(['drums', 'Synthwave', 'bass'], 'SYNTHWAVE')).toEqual(['SYNTHWAVE', 'drums', 'bass']);
  });

  it(`keeps only the last ${RECENT_SEARCHES_MAX}`, () => {
    const full = Array.from({ length: RECENT_SEARCHES_MAX }, (_, index) => `term ${index}`);

    const next = withRecentSearch(full, 'newest');

    expect(next).toHaveLength(RECENT_SEARCHES_MAX);
    expect(next[0]).toBe('newest');
    expect(next).not.toContain(`term ${RECENT_SEARCHES_MAX - 1}`);
  });

  it.each([
    ['an empty search', ''],
    ['spaces only', '   '],
  ])('ignores %s', (_case, term) => {
    expect(withRecentSearch(['drums'], term)).toEqual(['drums']);
  });

  it('stores a search as it is sent: trimmed, spaces collapsed', () => {
    expect(withRecentSearch([], '  modular   synth ')).toEqual(['modular synth']);
  });
});

describe(parseRecentSearchMap.name, () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a list instead of a map', '["a"]'],
    ['a number', '42'],
  ])('reads %s as no searches', (_case, raw) => {
    expect(parseRecentSearchMap(raw)).toEqual({});
  });

  it('drops what is not a search and repairs duplicates and overlong lists', () => {
    const stored = JSON.stringify({ 7: ['Drums', 3, null, 'drums', ...Array.from({ length: 12 }, (_, index) => `t${index}`)], nobody: ['x'], 8: 'not a list' });

    const parsed = parseRecentSearchMap(stored);

    expect(Object.keys(parsed).sort()).toEqual(['7', '8']);
    expect(parsed['7']).toEqual(['Drums', 't0', 't1', 't2', 't3', 't4', 't5', 't6']);
    expect(parsed['8']).toEqual([]);
  });
});

describe(createRecentSearchStore.name, () => {
  it('keeps each member’s searches apart', () => {
    const storage = memoryStorage();
    const store = createRecentSearchStore(() => storage, KEY);

    store.add(1, 'drums');
    store.add(2, 'bass');

    expect(store.get(1)).toEqual(['drums']);
    expect(store.get(2)).toEqual(['bass']);
    expect(JSON.parse(storage.data.get(KEY)!)).toEqual({ 1: ['drums'], 2: ['bass'] });
  });

  it('clears one member’s searches only', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ 1: ['drums'], 2: ['bass'] }) });
    const store = createRecentSearchStore(() => storage, KEY);

    store.clear(1);

    expect(store.get(1)).toEqual([]);
    expect(store.get(2)).toEqual(['bass']);
  });

  it('gives the same list until something changes, and tells its listeners when it does', () => {
    const storage = memoryStorage();
    const store = createRecentSearchStore(() => storage, KEY);
    const calls: number[] = [];
    store.subscribe(() => calls.push(1));
    const before = store.get(1);

    expect(store.get(1)).toBe(before);
    store.add(1, 'drums');

    expect(calls).toHaveLength(1);
    expect(store.get(1)).not.toBe(before);
    expect(store.get(1)).toEqual(['drums']);
  });

  it('does not write or notify when a search is already the newest', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ 1: ['drums'] }) });
    const store = createRecentSearchStore(() => storage, KEY);
    const calls: number[] = [];
    store.subscribe(() => calls.push(1));

    store.add(1, 'drums');

    expect(calls).toEqual([]);
  });

  it('reads what another tab stored after a reload', () => {
    const storage = memoryStorage();
    const store = createRecentSearchStore(() => storage, KEY);
    expect(store.get(1)).toEqual([]);

    storage.data.set(KEY, JSON.stringify({ 1: ['from the other tab'] }));
    store.reload();

    expect(store.get(1)).toEqual(['from the other tab']);
  });

  it('remembers for this page load when storage is refused', () => {
    const store = createRecentSearchStore(() => refusingStorage, KEY);

    store.add(1, 'drums');
    store.add(1, 'bass');

    expect(store.get(1)).toEqual(['bass', 'drums']);
  });
});
