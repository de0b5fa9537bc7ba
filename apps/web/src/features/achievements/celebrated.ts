import { STORAGE_KEYS } from '@/lib/storage-keys';

// Which achievements this browser has already celebrated (panel and confetti), per member. Kept in
// localStorage, so a reload or a second tab never celebrates the same award again, even when the
// panel was closed before it could mark the award viewed on the server.
const KEY = STORAGE_KEYS.celebratedAchievements;
const KEPT_PER_MEMBER = 100;
// Storage can be refused (private windows, quotas): this page load then remembers on its own too.
const memory = new Map<number, number[]>();

function readStored(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function idsOf(stored: Record<string, unknown>, userId: number): number[] {
  const ids = stored[String(userId)];
  const fromStorage = Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  return [...new Set([...fromStorage, ...(memory.get(userId) ?? [])])];
}

export function celebratedIds(userId: number): ReadonlySet<number> {
  return new Set(idsOf(readStored(), userId));
}

// Records the award as celebrated here; false when it already was (here or in another tab).
export function claimCelebration(userId: number, achievementId: number): boolean {
  const stored = readStored();
  const ids = idsOf(stored, userId);
  if (ids.includes(achievementId)) return false;
  const next = [...ids, achievementId].slice(-KEPT_PER_MEMBER);
  memory.set(userId, next);
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...stored, [String(userId)]: next }));
  } catch {
    // Remembered in memory for this page load.
  }
  return true;
}
