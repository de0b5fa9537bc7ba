import type { InvoiceSide, SaveInvoiceDetailsInput } from '@stave/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBookingInvoice, fetchInvoiceDetails, fetchInvoicesPage, saveInvoiceDetails } from './invoices.api';

export const invoiceKeys = {
  root: ['invoices'] as const,
  details: ['invoices', 'details'] as const,
  list: (as: InvoiceSide) => ['invoices', 'list', as] as const,
  booking: (bookingId: number) => ['invoices', 'booking', bookingId] as const,
};

export function useInvoiceDetailsQuery(enabled = true) {
  return useQuery({ queryKey: invoiceKeys.details, queryFn: ({ signal }) => fetchInvoiceDetails(signal), enabled });
}

export function useSaveInvoiceDetailsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInvoiceDetailsInput) => saveInvoiceDetails(input),
    onSuccess: (answer) => queryClient.setQueryData(invoiceKeys.details, answer),
  });
}

// One side's invoices, newest first, paged by the server's x-next-page ('Load more').
export function useInvoicesQuery(as: InvoiceSide, enabled = true) {
  return useInfiniteQuery({
    queryKey: invoiceKeys.list(as),
    queryFn: ({ pageParam, signal }) => fetchInvoicesPage(as, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled,
  });
}

export function useBookingInvoiceQuery(bookingId: number) {
  return useQuery({ queryKey: invoiceKeys.booking(bookingId), queryFn: ({ signal }) => fetchBookingInvoice(bookingId, signal), retry: false });
}
