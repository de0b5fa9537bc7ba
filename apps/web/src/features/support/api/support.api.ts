// VIP support (docs/api.md): a Business member's tickets and their conversation, and the support team's
// queue and figures. Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { CreateTicket, RateTicket, SupportStats, Ticket, TicketMessage, TicketReply, TicketStatus, TicketsPage, UpdateTicket } from '@stave/contracts';
import { getParsed, requestParsed, withQuery } from '@/lib/api-json';

const pageSchema = async () => (await import('@stave/contracts/support')).TicketsPageSchema;
const ticketSchema = async () => (await import('@stave/contracts/support')).TicketSchema;
const messageSchema = async () => (await import('@stave/contracts/support')).TicketMessageSchema;
const statsSchema = async () => (await import('@stave/contracts/support')).SupportStatsSchema;

export interface TicketsFilter {
  status: TicketStatus;
  page: number;
  limit: number;
}

// The member's own tickets, the most recently updated first.
export const fetchMyTickets = (filter: TicketsFilter, signal?: AbortSignal): Promise<TicketsPage> =>
  getParsed(withQuery('/api/support/tickets', { ...filter }), pageSchema, signal);

// The team's queue: urgent, then high, then normal; the oldest waiting first within each.
export const fetchQueue = (filter: TicketsFilter, signal?: AbortSignal): Promise<TicketsPage> =>
  getParsed(withQuery('/api/support/queue', { ...filter }), pageSchema, signal);

export const fetchSupportStats = (signal?: AbortSignal): Promise<SupportStats> => getParsed('/api/support/stats', statsSchema, signal);

export const fetchTicket = (id: number, signal?: AbortSignal): Promise<Ticket> => getParsed(`/api/support/tickets/${id}`, ticketSchema, signal);

export const createTicket = async (input: CreateTicket): Promise<Ticket> =>
  (await requestParsed('POST', '/api/support/tickets', ticketSchema, { body: input })).data;

export const replyToTicket = async (id: number, input: TicketReply): Promise<TicketMessage> =>
  (await requestParsed('POST', `/api/support/tickets/${id}/messages`, messageSchema, { body: input })).data;

export const updateTicket = async (id: number, patch: UpdateTicket): Promise<Ticket> =>
  (await requestParsed('PATCH', `/api/support/tickets/${id}`, ticketSchema, { body: patch })).data;

export const rateTicket = async (id: number, input: RateTicket): Promise<Ticket> =>
  (await requestParsed('POST', `/api/support/tickets/${id}/rating`, ticketSchema, { body: input })).data;
