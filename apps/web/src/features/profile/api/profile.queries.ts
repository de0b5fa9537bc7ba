import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteProfileItem, fetchAchievements, fetchProfileItems, fetchPublicUser, type ProfileItemArea } from '@/features/profile/api/profile.api';

export const profileKeys = {
  root: ['profile'] as const,
  member: (id: string) => [...profileKeys.root, 'member', id] as const,
  items: (area: ProfileItemArea, userId: number) => [...profileKeys.root, area, userId] as const,
  achievements: (userId: number) => [...profileKeys.root, 'achievements', userId] as const,
};

export function usePublicUserQuery(id: string) {
  return useQuery({
    queryKey: profileKeys.member(id),
    queryFn: ({ signal }) => fetchPublicUser(id, signal),
  });
}

export function useProfileItemsQuery<A extends ProfileItemArea>(area: A, userId: number) {
  return useQuery({
    queryKey: profileKeys.items(area, userId),
    queryFn: ({ signal }) => fetchProfileItems(area, userId, signal),
  });
}

export function useAchievementsQuery(userId: number) {
  return useQuery({
    queryKey: profileKeys.achievements(userId),
    queryFn: ({ signal }) => fetchAchievements(userId, signal),
  });
}

// Optimistic: the entry disappears at once and comes back if the server refuses.
export function useDeleteProfileItemMutation(area: ProfileItemArea, userId: number) {
  const queryClient = useQueryClient();
  const key = profileKeys.items(area, userId);
  return useMutation({
    mutationFn: (id: number) => deleteProfileItem(area, id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ id: number }[] | null>(key);
      queryClient.setQueryData<{ id: number }[] | null>(key, (items) => items?.filter((item) => item.id !== id) ?? items);
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
