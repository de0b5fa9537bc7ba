import { ROUTES } from '@/routes';

// The query parameter carrying when the account is erased (DELETE /api/user's `scheduledFor`): in the address, so
// /account-deleted still says it after a reload.
export const DELETION_DATE_PARAM = 'on';

export function accountDeletedPath(scheduledFor: string): string {
  return `${ROUTES.accountDeleted}?${new URLSearchParams({ [DELETION_DATE_PARAM]: scheduledFor }).toString()}`;
}
