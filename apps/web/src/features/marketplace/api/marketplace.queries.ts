import type {
  CreateListing,
  CreateListingReport,
  ListingsPage,
  ListingView,
  ModerationDecision,
  RegisterStolen,
  StolenMatchDecision,
  UpdateListing,
} from '@stave/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListingFilters } from '../marketplace-filters';
import {
  createListing,
  decideReport,
  decideStolenMatch,
  deleteListing,
  fetchAllowance,
  fetchCategories,
  fetchListing,
  fetchListings,
  fetchModeratorStatus,
  fetchMyListings,
  fetchPendingReports,
  fetchPendingStolenMatches,
  fetchSaved,
  fetchStolen,
  orderPhotos,
  registerStolen,
  removePhoto,
  reportListing,
  setSaved,
  stepListing,
  updateListing,
  withdrawStolen,
  type LifecycleStep,
} from './marketplace.api';

// Every cache that holds listings sits under listings(), so an edit, a sale or a save reaches the
// browse pages, the listing's page, 'Your Listings' and the watch list alike.
export const marketplaceKeys = {
  root: ['marketplace'] as const,
  categories: () => [...marketplaceKeys.root, 'categories'] as const,
  listings: () => [...marketplaceKeys.root, 'listings'] as const,
  browse: (filters: ListingFilters) => [...marketplaceKeys.listings(), 'browse', filters] as const,
  listing: (id: number) => [...marketplaceKeys.listings(), 'one', id] as const,
  mine: () => [...marketplaceKeys.listings(), 'mine'] as const,
  saved: () => [...marketplaceKeys.listings(), 'saved'] as const,
  allowance: () => [...marketplaceKeys.root, 'allowance'] as const,
  moderator: () => [...marketplaceKeys.root, 'moderator'] as const,
  reports: (page: number) => [...marketplaceKeys.root, 'reports', page] as const,
  stolen: () => [...marketplaceKeys.root, 'stolen'] as const,
  stolenMatches: (page: number) => [...marketplaceKeys.root, 'stolen-matches', page] as const,
};

type ListingData = ListingsPage | ListingView | ListingView[] | undefined;

// Applies fn to every cached listing.
function mapListings(queryClient: QueryClient, fn: (listing: ListingView) => ListingView): void {
  queryClient.setQueriesData<ListingData>({ queryKey: marketplaceKeys.listings() }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) return data.map(fn);
    if ('listings' in data) return { ...data, listings: data.listings.map(fn) };
    return fn(data);
  });
}

// The server's answer replaces the listing wherever it is shown.
const putListing = (queryClient: QueryClient, fresh: ListingView) => mapListings(queryClient, (listing) => (listing.id === fresh.id ? fresh : listing));

// A change of what is for sale: the lists, the counts on the categories and the allowance follow.
function refreshAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: marketplaceKeys.listings() });
  void queryClient.invalidateQueries({ queryKey: marketplaceKeys.categories() });
  void queryClient.invalidateQueries({ queryKey: marketplaceKeys.allowance() });
}

export function useCategoriesQuery() {
  return useQuery({ queryKey: marketplaceKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal), staleTime: 60_000 });
}

export function useListingsQuery(filters: ListingFilters) {
  return useQuery({ queryKey: marketplaceKeys.browse(filters), queryFn: ({ signal }) => fetchListings(filters, signal), placeholderData: keepPreviousData });
}

export function useListingQuery(id: number) {
  return useQuery({ queryKey: marketplaceKeys.listing(id), queryFn: ({ signal }) => fetchListing(id, signal), enabled: id > 0, retry: false });
}

export function useMyListingsQuery(enabled: boolean) {
  return useQuery({ queryKey: marketplaceKeys.mine(), queryFn: ({ signal }) => fetchMyListings(signal), enabled });
}

export function useAllowanceQuery(enabled: boolean) {
  return useQuery({ queryKey: marketplaceKeys.allowance(), queryFn: ({ signal }) => fetchAllowance(signal), enabled });
}

export function useSavedQuery(enabled: boolean) {
  return useQuery({ queryKey: marketplaceKeys.saved(), queryFn: ({ signal }) => fetchSaved(signal), enabled });
}

// Moderating is rare: asked once a session, and a refusal (an older server) reads as 'no'.
export function useModeratorQuery(enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.moderator(),
    queryFn: ({ signal }) => fetchModeratorStatus(signal).catch(() => false),
    enabled,
    staleTime: Infinity,
  });
}

export function useReportsQuery(page: number, enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.reports(page),
    queryFn: ({ signal }) => fetchPendingReports(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useStolenMatchesQuery(page: number, enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.stolenMatches(page),
    queryFn: ({ signal }) => fetchPendingStolenMatches(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useStolenQuery(enabled: boolean) {
  return useQuery({ queryKey: marketplaceKeys.stolen(), queryFn: ({ signal }) => fetchStolen(signal), enabled });
}

export function useCreateListingMutation() {
  return useMutation({ mutationFn: ({ input, actAs }: { input: CreateListing; actAs: number | null }) => createListing(input, actAs) });
}

export function useUpdateListingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateListing }) => updateListing(id, input),
    onSuccess: (listing) => putListing(queryClient, listing),
  });
}

// After the create dialog's last step (the listing, then its photos): every list catches up once.
export function useRefreshListings() {
  const queryClient = useQueryClient();
  return () => refreshAfterChange(queryClient);
}

export function usePhotoMutations(listingId: number) {
  const queryClient = useQueryClient();
  const settle = { onSuccess: (listing: ListingView) => putListing(queryClient, listing) };
  return {
    remove: useMutation({ mutationFn: (photoId: number) => removePhoto(listingId, photoId), ...settle }),
    order: useMutation({ mutationFn: (photoIds: number[]) => orderPhotos(listingId, photoIds), ...settle }),
  };
}

export function useStepListingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: LifecycleStep }) => stepListing(id, step),
    onSuccess: (listing) => putListing(queryClient, listing),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteListingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteListing(id),
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: marketplaceKeys.listing(id) }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

// Optimistic (STYLE: saves are): the button flips at once and back on failure.
export function useSaveListingMutation() {
  const queryClient = useQueryClient();
  const mark = (id: number, isSaved: boolean) => mapListings(queryClient, (listing) => (listing.id === id ? { ...listing, isSaved } : listing));
  return useMutation({
    mutationFn: ({ id, save }: { id: number; save: boolean }) => setSaved(id, save),
    onMutate: async ({ id, save }) => {
      await queryClient.cancelQueries({ queryKey: marketplaceKeys.listings() });
      mark(id, save);
    },
    onError: (_error, { id, save }) => mark(id, !save),
    onSuccess: (saved, { id }) => mark(id, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.saved() }),
  });
}

export function useReportListingMutation() {
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: CreateListingReport }) => reportListing(id, input) });
}

export function useDecideReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ModerationDecision }) => decideReport(id, decision),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...marketplaceKeys.root, 'reports'] });
      refreshAfterChange(queryClient);
    },
  });
}

export function useDecideStolenMatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: StolenMatchDecision }) => decideStolenMatch(id, decision),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...marketplaceKeys.root, 'stolen-matches'] });
      refreshAfterChange(queryClient);
    },
  });
}

export function useRegisterStolenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterStolen) => registerStolen(input),
    // A registration changes no listing (a moderator checks those): only the member's own entries.
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.stolen() }),
  });
}

export function useWithdrawStolenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => withdrawStolen(id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.stolen() });
      refreshAfterChange(queryClient);
    },
  });
}
