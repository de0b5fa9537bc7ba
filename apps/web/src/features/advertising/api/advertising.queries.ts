import type { AdvertisingInquiriesPage, CreateAdvertisingInquiry } from '@stave/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { applyInquiryChange, toUpdateBody, type InquiryChange } from '../inquiry-change';
import { MOVE_DONE, memberLabel } from '../inquiry-format';
import { advertisingRoleKey } from './advertising-role';
import { fetchInquiries, sendInquiry, updateInquiry, type InquiriesFilter } from './advertising.api';

export const advertisingKeys = {
  root: ['advertising'] as const,
  role: () => advertisingRoleKey,
  inquiries: () => [...advertisingKeys.root, 'inquiries'] as const,
  inquiriesPage: (filter: InquiriesFilter) => [...advertisingKeys.inquiries(), filter] as const,
};

export function useSendInquiryMutation() {
  return useMutation({ mutationFn: (input: CreateAdvertisingInquiry) => sendInquiry(input) });
}

export function useInquiriesQuery(filter: InquiriesFilter, enabled: boolean) {
  return useQuery({
    queryKey: advertisingKeys.inquiriesPage(filter),
    queryFn: ({ signal }) => fetchInquiries(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// The status list a cached page belongs to (its key ends with the filter).
function statusOf(key: QueryKey): InquiriesFilter['status'] | undefined {
  const filter = key[2] as Partial<InquiriesFilter> | undefined;
  return filter?.status;
}

// Moving an inquiry on and giving it to someone answer at once (bluesky's optimistic pattern): every cached page of
// the queue is changed in onMutate, put back if the server refuses, and read again once the last change settles (an
// earlier change's refetch would otherwise undo a later one on screen). The toasts are said here, not by the card: a
// moved card has left the screen by the time the server answers.
export function useUpdateInquiryMutation() {
  const queryClient = useQueryClient();
  const mutationKey = advertisingKeys.inquiries();
  return useMutation({
    mutationKey,
    mutationFn: (change: InquiryChange) => updateInquiry(change.id, toUpdateBody(change)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: advertisingKeys.inquiries() });
      const snapshot = queryClient.getQueriesData<AdvertisingInquiriesPage>({ queryKey: advertisingKeys.inquiries() });
      for (const [key, page] of snapshot) {
        const status = statusOf(key);
        if (page && status) queryClient.setQueryData(key, applyInquiryChange(page, status, change));
      }
      return { snapshot };
    },
    onSuccess: (inquiry, change) => {
      const title =
        change.to !== undefined && change.to !== change.from
          ? MOVE_DONE[change.to]
          : inquiry.assignedTo
            ? `Assigned to ${memberLabel(inquiry.assignedTo, undefined)}`
            : 'Unassigned';
      toast({ title, description: inquiry.companyName, variant: 'success' });
    },
    onError: (error, _change, context) => {
      for (const [key, page] of context?.snapshot ?? []) queryClient.setQueryData(key, page);
      toast({ title: 'The inquiry was not updated', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) void queryClient.invalidateQueries({ queryKey: advertisingKeys.inquiries() });
    },
  });
}
