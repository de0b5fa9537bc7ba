import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { SupportErrorCode } from '../error-codes';
import {
  CreateTicketSchema,
  RateTicketSchema,
  SupportRoleSchema,
  SupportStatsSchema,
  TicketMessageSchema,
  TicketParamsSchema,
  TicketReplySchema,
  TicketSchema,
  TicketsPageSchema,
  TicketsQuerySchema,
  UpdateTicketSchema,
} from './support.schemas';

// Identity keeps the tickets: it knows each member's plan, sends mail, and knows the team (SUPPORT_AGENTS).
const identity = { owner: 'identity' as const, auth: 'required' as const };

export const SUPPORT = defineRoutes({
  me: {
    ...identity,
    method: 'GET',
    path: '/api/support/me',
    summary: 'Whether you have VIP support (Business) and whether you are on the support team',
    responses: { 200: SupportRoleSchema },
  },
  list: {
    ...identity,
    method: 'GET',
    path: '/api/support/tickets',
    summary: 'Your tickets, the most recently updated first (Business; 403 SUPPORT_BUSINESS_ONLY)',
    query: TicketsQuerySchema,
    responses: { 200: TicketsPageSchema },
    errors: [SupportErrorCode.BusinessOnly],
  },
  open: {
    ...identity,
    method: 'POST',
    path: '/api/support/tickets',
    summary: 'Open a ticket (Business; priority high unless you choose); the team is told',
    body: CreateTicketSchema,
    responses: { 201: TicketSchema },
    errors: [SupportErrorCode.BusinessOnly],
  },
  queue: {
    ...identity,
    method: 'GET',
    path: '/api/support/queue',
    summary: "The team's queue: urgent, then high, then normal, the oldest waiting first within each; by status (agents only)",
    query: TicketsQuerySchema,
    responses: { 200: TicketsPageSchema },
    errors: [SupportErrorCode.AgentsOnly],
  },
  stats: {
    ...identity,
    method: 'GET',
    path: '/api/support/stats',
    summary: "The team's median first-answer and resolution times and the average rating over 30 days (agents only)",
    responses: { 200: SupportStatsSchema },
    errors: [SupportErrorCode.AgentsOnly],
  },
  get: {
    ...identity,
    method: 'GET',
    path: '/api/support/tickets/:id',
    summary: 'A ticket with its conversation (its member or an agent; 404 for anyone else)',
    params: TicketParamsSchema,
    responses: { 200: TicketSchema },
    errors: [SupportErrorCode.NotFound],
  },
  reply: {
    ...identity,
    method: 'POST',
    path: '/api/support/tickets/:id/messages',
    summary: "Reply: an agent's first reply times the response and marks it answered; the member's reply reopens it",
    params: TicketParamsSchema,
    body: TicketReplySchema,
    responses: { 201: TicketMessageSchema },
    errors: [SupportErrorCode.BusinessOnly, SupportErrorCode.NotFound],
  },
  update: {
    ...identity,
    method: 'PATCH',
    path: '/api/support/tickets/:id',
    summary: 'Resolve (with the resolution; times it), reopen, reassign or reprioritise (agents only)',
    params: TicketParamsSchema,
    body: UpdateTicketSchema,
    responses: { 200: TicketSchema },
    errors: [SupportErrorCode.AgentsOnly, SupportErrorCode.NotAgent, SupportErrorCode.NotFound],
  },
  rate: {
    ...identity,
    method: 'POST',
    path: '/api/support/tickets/:id/rating',
    summary: 'Rate the answer 1–5 once it is resolved (its member only)',
    params: TicketParamsSchema,
    body: RateTicketSchema,
    responses: { 200: TicketSchema },
    errors: [SupportErrorCode.AlreadyRated, SupportErrorCode.NotFound, SupportErrorCode.NotResolved],
  },
});
export const SUPPORT_ROUTES: RouteContract[] = routeList(SUPPORT);
