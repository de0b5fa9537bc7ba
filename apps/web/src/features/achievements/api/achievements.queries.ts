import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Achievement } from '@stave/contracts';
import { checkAchievements, fetchUnviewedAchievements, markAchievementViewed } from '@/features/achievements/api/achievements.api';

export const achievementKeys = {
  root: ['achievements'] as const,
  unviewed: () => [...achievementKeys.root, 'unviewed'] as const,
};

// The profile's Awards tab caches a member's list under this prefix (profileKeys.achievements);
// it is named here rather than imported so the composer's chunk doesn't pull in the profile API.
const PROFILE_ACHIEVEMENTS_PREFIX = ['profile', 'achievements'] as const;

export function useUnviewedAchievementsQuery() {
  return useQuery({
    queryKey: achievementKeys.unviewed(),
    queryFn: ({ signal }) => fetchUnviewedAchievements(signal),
    staleTime: 5 * 60_000,
  });
}

export function useMarkAchievementViewedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markAchievementViewed(id),
    onMutate: (id) => {
      queryClient.setQueryData<Achievement[] | null>(achievementKeys.unviewed(), (list) => list?.filter((a) => a.id !== id) ?? list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILE_ACHIEVEMENTS_PREFIX }),
  });
}

// A check may award new ones; they join the unviewed queue and the panel shows the first.
export function useCheckAchievementsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkAchievements,
    onSuccess: (awarded) => {
      if (awarded.length === 0) return;
      queryClient.setQueryData<Achievement[] | null>(achievementKeys.unviewed(), (list) => {
        const known = new Set((list ?? []).map((a) => a.id));
        return [...(list ?? []), ...awarded.filter((a) => !known.has(a.id))];
      });
      void queryClient.invalidateQueries({ queryKey: PROFILE_ACHIEVEMENTS_PREFIX });
    },
    // The service also awards from events (a post published, a connection accepted), which may
    // land before the check and leave it nothing new to return: ask for the unviewed list again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: achievementKeys.unviewed() }),
  });
}
