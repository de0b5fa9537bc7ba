import { useQuery } from '@tanstack/react-query';
import { MODERATION } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

// Whether the signed-in member moderates (GET /api/moderation/me): its own small module, as the menus that link the
// queue are on every signed-in page; the rest of the moderation API loads with the queue.
const roleSchema = async () => (await import('@stave/contracts/moderation')).ModerationRoleSchema;

export const moderatorRoleKey = ['moderation', 'role'] as const;

export const fetchModeratorRole = async (signal?: AbortSignal): Promise<boolean> => (await apiData(MODERATION.me, roleSchema, { signal })).moderator;

// Moderating is rare: asked once a session (when a menu that would link the queue opens), and a refusal reads as 'no'.
export function useModeratorRoleQuery(enabled = true) {
  return useQuery({
    queryKey: moderatorRoleKey,
    queryFn: ({ signal }) => fetchModeratorRole(signal).catch(() => false),
    enabled,
    staleTime: Infinity,
  });
}
