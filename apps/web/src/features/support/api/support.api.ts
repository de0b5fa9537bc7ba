// VIP support (docs/api.md): a Business member's tickets and their conversation, and the support team's
// queue and figures. Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { CreateTicket, RateTicket, SupportStats, Ticket, TicketMessage, TicketReply, TicketStatus, TicketsPage, UpdateTicket } from '@stave/contracts';
import { SUPPORT } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

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
  apiData(SUPPORT.list, pageSchema, { query: { ...filter }, signal });

// The team's queue: urgent, then high, then normal; the oldest waiting first within each.
export const fetchQueue = (filter: TicketsFilter, signal?: AbortSignal): Promise<TicketsPage> =>
  apiData(SUPPORT.queue, pageSchema, { query: { ...filter }, signal });

export const fetchSupportStats = (signal?: AbortSignal): Promise<SupportStats> => apiData(SUPPORT.stats, statsSchema, { signal });

export const fetchTicket = (id: number, signal?: AbortSignal): Promise<Ticket> => apiData(SUPPORT.get, ticketSchema, { params: { id }, signal });

export const createTicket = async (input: CreateTicket): Promise<Ticket> => apiData(SUPPORT.open, ticketSchema, { body: input });

export const replyToTicket = async (id: number, input: TicketReply): Promise<TicketMessage> =>
  apiData(SUPPORT.reply, messageSchema, { params: { id }, body: input });

export const updateTicket = async (id: number, patch: UpdateTicket): Promise<Ticket> => apiData(SUPPORT.update, ticketSchema, { params: { id }, body: patch });

export const rateTicket = async (id: number, input: RateTicket): Promise<Ticket> => apiData(SUPPORT.rate, ticketSchema, { params: { id }, body: input });
