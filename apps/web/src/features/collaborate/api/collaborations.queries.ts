import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CollaborationView, CreateCollaboration } from '@stave/contracts';
import type { CollaborationFilters } from '../collaboration-filters';
import {
  closeCollaboration,
  createCollaboration,
  deleteCollaboration,
  fetchCollaboration,
  fetchCollaborationsPage,
  fetchPopularGenres,
  fetchRespondersPage,
  respondToCollaboration,
  type CollaborationPage,
} from './collaborations.api';
import { numberedPagesOptions } from '@/lib/numbered-pages';

// Every cache holding cards sits under cards(), so a close or a response reaches the list, the
// mine tab and a shared call alike.
export const collaborationKeys = {
  root: ['collaborations'] as const,
  cards: () => [...collaborationKeys.root, 'cards'] as const,
  list: (filters: CollaborationFilters) => [...collaborationKeys.cards(), 'list', filters] as const,
  one: (id: number) => [...collaborationKeys.cards(), 'one', id] as const,
  genres: () => [...collaborationKeys.root, 'genres'] as const,
  // Who answered a call, as whom it is read (null: the member themself).
  responders: (id: number, actingFor: number | null) => [...collaborationKeys.root, 'responders', id, actingFor] as const,
};

type CardData = InfiniteData<CollaborationPage, number> | CollaborationView | undefined;

// Applies fn to every cached card (null removes it from lists).
function mapCards(queryClient: QueryClient, fn: (call: CollaborationView) => CollaborationView | null): void {
  queryClient.setQueriesData<CardData>({ queryKey: collaborationKeys.cards() }, (data) => {
    if (!data) return data;
    if (!('pages' in data)) return fn(data) ?? data;
    return { ...data, pages: data.pages.map((page) => ({ ...page, collaborations: page.collaborations.flatMap((call) => fn(call) ?? []) })) };
  });
}

const patchCard = (queryClient: QueryClient, id: number, patch: Partial<CollaborationView>) =>
  mapCards(queryClient, (call) => (call.id === id ? { ...call, ...patch } : call));

export function useCollaborationsQuery(filters: CollaborationFilters) {
  return useInfiniteQuery(numberedPagesOptions(collaborationKeys.list(filters), (page, signal) => fetchCollaborationsPage(filters, page, signal)));
}

export function useCollaborationQuery(id: number | null) {
  return useQuery({
    queryKey: collaborationKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchCollaboration(id ?? 0, signal),
    enabled: id !== null,
    retry: false,
  });
}

// Fetched while the Responses dialog is open (enabled), kept a minute after.
export function useRespondersQuery(id: number, actingFor: number | null, enabled: boolean) {
  return useInfiniteQuery({
    ...numberedPagesOptions(collaborationKeys.responders(id, actingFor), (page, signal) => fetchRespondersPage(id, page, actingFor, signal)),
    enabled,
  });
}

export function usePopularGenresQuery() {
  return useQuery({ queryKey: collaborationKeys.genres(), queryFn: ({ signal }) => fetchPopularGenres(signal), staleTime: 60_000 });
}

export function useCreateCollaborationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, actAs }: { input: CreateCollaboration; actAs: number | null }) => createCollaboration(input, actAs),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: collaborationKeys.root }),
  });
}

export function useCloseCollaborationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => closeCollaboration(id),
    onSuccess: (call) => patchCard(queryClient, call.id, { status: call.status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaborationKeys.root }),
  });
}

export function useDeleteCollaborationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCollaboration(id),
    onSuccess: (_answer, id) => {
      mapCards(queryClient, (call) => (call.id === id ? null : call));
      queryClient.removeQueries({ queryKey: collaborationKeys.one(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaborationKeys.root }),
  });
}

// After the message went: the call is marked answered for this member.
export function useRespondMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => respondToCollaboration(id),
    onSuccess: (answer, id) => patchCard(queryClient, id, { hasResponded: answer.hasResponded }),
  });
}
