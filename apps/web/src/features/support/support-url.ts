import { MAX_ID, TICKET_STATUSES, type TicketStatus } from '@stave/contracts';

// A list's place lives in the URL (/support?status=&page=, /support/queue?status=&page=), so a reload or Back keeps it.
export interface TicketsLocation {
  status: TicketStatus;
  page: number;
}

// Tickets a page (the API takes up to 50).
export const TICKETS_PAGE_SIZE = 20;
// The API's last page (TicketsQuerySchema: decimalInt(1, 10_000)).
const PAGE_MAX = 10_000;

export function isTicketStatus(value: unknown): value is TicketStatus {
  return TICKET_STATUSES.some((status) => status === value);
}

function pageOf(text: string | null): number {
  if (text === null || !/^\d{1,5}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

export function readTicketsLocation(params: URLSearchParams): TicketsLocation {
  const status = params.get('status');
  return { status: isTicketStatus(status) ? status : 'open', page: pageOf(params.get('page')) };
}

// The URL query in one fixed order, leaving out the defaults (Open, page 1).
export function toTicketsParams({ status, page }: TicketsLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'open') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function ticketsPages(total: number): number {
  return Math.min(PAGE_MAX, Math.max(1, Math.ceil(total / TICKETS_PAGE_SIZE)));
}

// A ticket's id from /support/tickets/:id, or null for anything the API would not take (TicketParamsSchema).
export function ticketIdFrom(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}
