import type { AvailabilityEntryInput } from '@stave/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEntry, deleteEntry, fetchCalendar, importIcs, saveShare, updateEntry } from './availability.api';

export const availabilityKeys = {
  root: ['availability'] as const,
  calendar: (from: string, to: string) => [...availabilityKeys.root, 'calendar', from, to] as const,
};

export const useCalendarQuery = (from: string, to: string) =>
  useQuery({ queryKey: availabilityKeys.calendar(from, to), queryFn: ({ signal }) => fetchCalendar(from, to, signal) });

// Every change reads the calendar again (a weekly repeat shows on many weeks).
function useAvailabilityMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: availabilityKeys.root }) });
}

export const useSaveEntryMutation = () =>
  useAvailabilityMutation(({ id, entry }: { id: number | null; entry: AvailabilityEntryInput }) => (id === null ? createEntry(entry) : updateEntry(id, entry)));
export const useDeleteEntryMutation = () => useAvailabilityMutation((id: number) => deleteEntry(id));
export const useShareMutation = () => useAvailabilityMutation((share: boolean) => saveShare(share));
export const useImportMutation = () => useAvailabilityMutation((file: File) => importIcs(file));
