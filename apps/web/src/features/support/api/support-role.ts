import type { SupportRole } from '@stave/contracts';
import { useQuery } from '@tanstack/react-query';
import { SUPPORT } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

// Whether the signed-in member has VIP support (Business, or on the team) and whether they are on the support team,
// with the team (GET /api/support/me): its own small module, as the menus that link the queue are on every signed-in
// page; the rest of the API loads with the support pages.
const roleSchema = async () => (await import('@stave/contracts/support')).SupportRoleSchema;

export const supportRoleKey = ['support', 'role'] as const;

export const fetchSupportRole = (signal?: AbortSignal): Promise<SupportRole> => apiData(SUPPORT.me, roleSchema, { signal });

// Asked once a session (when a menu that would link the queue opens, or a support page). Unlike the moderators' role a
// failure is not cached as 'no': /support chooses between the tickets and the help page from it, and a page that
// mounts later asks again. The menus read a failure as 'not on the team'.
export function useSupportRoleQuery(enabled = true) {
  return useQuery({
    queryKey: supportRoleKey,
    queryFn: ({ signal }) => fetchSupportRole(signal),
    enabled,
    staleTime: Infinity,
  });
}
