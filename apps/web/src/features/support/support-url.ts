import { MAX_ID, TICKET_STATUSES, type TicketStatus } from '@stave/contracts';
import { pageCount, statusLocation, type StatusLocation } from '@/lib/url-location';

// A list's place lives in the URL (/support?status=&page=, /support/queue?status=&page=), so a reload or Back keeps it.
export type TicketsLocation = StatusLocation<TicketStatus>;

// Tickets a page (the API takes up to 50).
export const TICKETS_PAGE_SIZE = 20;
// The API's last page (TicketsQuerySchema: decimalInt(1, 10_000)).
const PAGE_MAX = 10_000;

// Open and page 1 are the defaults.
export const { read: readTicketsLocation, write: toTicketsParams } = statusLocation(TICKET_STATUSES, 'open', PAGE_MAX);

export function ticketsPages(total: number): number {
  return pageCount(total, TICKETS_PAGE_SIZE, PAGE_MAX);
}

// A ticket's id from /support/tickets/:id, or null for anything the API would not take (TicketParamsSchema).
export function ticketIdFrom(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}
