// Achievements (docs/api.md). They belong to the social service; until it answers these routes
// (404), there is simply nothing to show.
import type { Achievement } from '@stave/contracts';
import { SOCIAL } from '@stave/contracts/paths';
import { throwIfNotOk } from '@/lib/api-client';
import { apiResponse } from '@/lib/api-json';

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
  return readList(await apiResponse(SOCIAL.unviewedAchievements, { signal }));
}

// Returns what was newly awarded.
export async function checkAchievements(): Promise<Achievement[]> {
  return (await readList(await apiResponse(SOCIAL.checkAchievements))) ?? [];
}

export async function markAchievementViewed(id: number): Promise<void> {
  const res = await apiResponse(SOCIAL.markAchievementViewed, { params: { id } });
  // 404: already gone or not deployed; either way it will not show again this session.
  if (res.status !== 404) await throwIfNotOk(res);
}
