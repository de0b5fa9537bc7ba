// Achievements (docs/api.md). They belong to the social service; until it answers these routes
// (404), there is simply nothing to show.
import type { Achievement } from '@stave/contracts';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';

async function readList(res: Response): Promise<Achievement[] | null> {
  // A 401 answers null, after the usual session handling.
  if (res.status === 401) {
    await throwIfNotOk(res).catch(() => undefined);
    return null;
  }
  if (res.status === 404) return [];
  await throwIfNotOk(res);
  const { AchievementSchema } = await import('@stave/contracts/social');
  return AchievementSchema.array().parse(await res.json());
}

export async function fetchUnviewedAchievements(signal?: AbortSignal): Promise<Achievement[] | null> {
  return readList(await apiFetch('GET', '/api/achievements/unviewed', undefined, { signal }));
}

// Returns what was newly awarded.
export async function checkAchievements(): Promise<Achievement[]> {
  return (await readList(await apiFetch('POST', '/api/achievements/check'))) ?? [];
}

export async function markAchievementViewed(id: number): Promise<void> {
  const res = await apiFetch('POST', `/api/achievements/${id}/mark-viewed`);
  // 404: already gone or not deployed; either way it will not show again this session.
  if (res.status !== 404) await throwIfNotOk(res);
}
