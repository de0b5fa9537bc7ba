import { useQuery } from '@tanstack/react-query';
import { fetchBookingDisputes, type DisputeStatus } from './disputes.api';

export const disputeKeys = { list: (status: DisputeStatus) => ['payouts', 'disputes', status] as const };

// One tab of the queue. A member not on the payments team is answered 403, which the page shows as 'only the team'.
export function useBookingDisputesQuery(status: DisputeStatus, enabled: boolean) {
  return useQuery({ queryKey: disputeKeys.list(status), queryFn: ({ signal }) => fetchBookingDisputes(status, signal), enabled, retry: false });
}
