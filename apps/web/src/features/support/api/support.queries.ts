import type { CreateTicket, RateTicket, Ticket, TicketReply, TicketSummary, UpdateTicket } from '@stave/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { supportRoleKey } from './support-role';
import {
  createTicket,
  fetchMyTickets,
  fetchQueue,
  fetchSupportStats,
  fetchTicket,
  rateTicket,
  replyToTicket,
  updateTicket,
  type TicketsFilter,
} from './support.api';

// The member's list, the team's queue and its figures sit apart from each ticket, so a change made on a ticket's page
// refreshes the lists without asking again for the ticket the server has just answered with.
export const supportKeys = {
  root: ['support'] as const,
  role: () => supportRoleKey,
  mine: () => [...supportKeys.root, 'tickets'] as const,
  minePage: (filter: TicketsFilter) => [...supportKeys.mine(), filter] as const,
  queue: () => [...supportKeys.root, 'queue'] as const,
  queuePage: (filter: TicketsFilter) => [...supportKeys.queue(), filter] as const,
  stats: () => [...supportKeys.root, 'stats'] as const,
  ticket: (id: number) => [...supportKeys.root, 'ticket', id] as const,
};

function invalidateLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: supportKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: supportKeys.queue() });
  void queryClient.invalidateQueries({ queryKey: supportKeys.stats() });
}

// The page shown stays up, dimmed, while another tab's or page's answer comes.
export function useMyTicketsQuery(filter: TicketsFilter, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.minePage(filter),
    queryFn: ({ signal }) => fetchMyTickets(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useQueueQuery(filter: TicketsFilter, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.queuePage(filter),
    queryFn: ({ signal }) => fetchQueue(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSupportStatsQuery(enabled: boolean) {
  return useQuery({ queryKey: supportKeys.stats(), queryFn: ({ signal }) => fetchSupportStats(signal), enabled, staleTime: 60_000 });
}

export function useTicketQuery(id: number, enabled: boolean) {
  return useQuery({ queryKey: supportKeys.ticket(id), queryFn: ({ signal }) => fetchTicket(id, signal), enabled });
}

export function useCreateTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicket) => createTicket(input),
    // The ticket's page opens on what the server answered, without asking again.
    onSuccess: (ticket) => queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket),
    onSettled: () => invalidateLists(queryClient),
  });
}

// A reply shows at once at the end of the conversation; the ticket is then read again, as the server moves it on (an
// agent's first answer times the response and marks it answered; the member's reply reopens it).
export function useReplyMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TicketReply) => replyToTicket(id, input),
    onSuccess: (message) => {
      queryClient.setQueryData<Ticket>(supportKeys.ticket(id), (ticket) =>
        ticket && !ticket.messages.some((existing) => existing.id === message.id) ? { ...ticket, messages: [...ticket.messages, message] } : ticket,
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) });
      invalidateLists(queryClient);
    },
  });
}

type TeamMember = NonNullable<TicketSummary['assignedTo']>;

// An agent's change on the ticket's page. A new assignee or priority shows at once (bluesky's optimistic pattern:
// snapshot, roll back if refused); resolving and reopening wait for the server, which times them.
export interface TicketChange {
  patch: UpdateTicket;
  // The member chosen for patch.assignedTo (null: nobody), to show before the server answers.
  assignee?: TeamMember | null;
}

export function useUpdateTicketMutation(id: number) {
  const queryClient = useQueryClient();
  const mutationKey = [...supportKeys.ticket(id), 'update'];
  const key = supportKeys.ticket(id);
  return useMutation({
    mutationKey,
    mutationFn: ({ patch }: TicketChange) => updateTicket(id, patch),
    onMutate: async ({ patch, assignee }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueryData<Ticket>(key);
      if (snapshot) {
        queryClient.setQueryData<Ticket>(key, {
          ...snapshot,
          ...(patch.priority === undefined ? {} : { priority: patch.priority }),
          ...(assignee === undefined ? {} : { assignedTo: assignee }),
        });
      }
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      if (context?.snapshot) queryClient.setQueryData(key, context.snapshot);
    },
    // Only the last of several quick changes writes the server's answer: an earlier one's would undo a later one on
    // screen until its own answer came.
    onSuccess: (ticket) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, ticket);
    },
    onSettled: () => invalidateLists(queryClient),
  });
}

export function useRateTicketMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateTicket) => rateTicket(id, input),
    onSuccess: (ticket) => queryClient.setQueryData(supportKeys.ticket(id), ticket),
    onSettled: () => invalidateLists(queryClient),
  });
}
