import type { AdvertisingRole } from '@stave/contracts';
import { useQuery } from '@tanstack/react-query';
import { ADVERTISING } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

// Whether the signed-in member is on the partnerships team, and who is (GET /api/advertising/me): its own small
// module, as the menus that link the queue are on every signed-in page; the rest of the API loads with the queue.
const roleSchema = async () => (await import('@stave/contracts/advertising')).AdvertisingRoleSchema;

export const advertisingRoleKey = ['advertising', 'role'] as const;

const NOT_STAFF: AdvertisingRole = { staff: false, team: [] };

export const fetchAdvertisingRole = (signal?: AbortSignal): Promise<AdvertisingRole> => apiData(ADVERTISING.me, roleSchema, { signal });

// As the moderators' role: asked once a session (when a menu that would link the queue opens), a refusal reads as 'no'.
export function useAdvertisingRoleQuery(enabled = true) {
  return useQuery({
    queryKey: advertisingRoleKey,
    queryFn: ({ signal }) => fetchAdvertisingRole(signal).catch(() => NOT_STAFF),
    enabled,
    staleTime: Infinity,
  });
}
