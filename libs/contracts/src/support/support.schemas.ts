import { z } from 'zod';
import { decimalInt, entityId, jsonId } from '../ids';
import { singleLine } from '../single-line';

// VIP support (vip_support_tickets; Business includes VIP support). Business members open
// tickets and follow them as a conversation; the agents named in SUPPORT_AGENTS work a queue by priority and age;
// the first answer and the resolution are timed; the member rates the answer. docs/support.md.
export const SUPPORT_CATEGORIES = ['account', 'billing', 'marketplace', 'jobs-events', 'messaging', 'technical', 'other'] as const;
export const SupportCategorySchema = z.enum(SUPPORT_CATEGORIES, { error: 'Choose what it is about' });
export type SupportCategory = z.infer<typeof SupportCategorySchema>;
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: 'Account and sign-in',
  billing: 'Billing and plans',
  marketplace: 'Marketplace',
  'jobs-events': 'Jobs and events',
  messaging: 'Messages',
  technical: 'Something is not working',
  other: 'Something else',
};

// Spec: priority defaults to high (Business support is VIP); urgent jumps the queue.
export const SUPPORT_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export const SupportPrioritySchema = z.enum(SUPPORT_PRIORITIES);
export type SupportPriority = z.infer<typeof SupportPrioritySchema>;

// open: waiting for the team; answered: waiting for the member; resolved: done (the member may reopen by replying).
export const TICKET_STATUSES = ['open', 'answered', 'resolved'] as const;
export const TicketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

export const TICKET_SUBJECT_MAX = 150;
export const TICKET_BODY_MAX = 5000;

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Add a subject',
  subjectTooLong: `Subjects are at most ${TICKET_SUBJECT_MAX} characters`,
  bodyRequired: 'Tell us what happened',
  bodyTooLong: `At most ${TICKET_BODY_MAX.toLocaleString('en-GB')} characters`,
  businessOnly: 'VIP support comes with the Business plan. Our help pages and email support are open to everyone.',
  agentsOnly: 'Only the support team can do this',
  notFound: 'Ticket not found',
  notResolved: 'You can rate a ticket once it is resolved',
  alreadyRated: 'You have already rated this ticket',
  resolutionRequired: 'Say how it was resolved',
  notAgent: 'That member is not on the support team',
  created: "Your ticket is open. We'll reply here and by email — usually within a few hours.",
} as const;

const body = (required: string) => z.string({ error: required }).trim().min(1, required).max(TICKET_BODY_MAX, SUPPORT_MESSAGES.bodyTooLong);

export const CreateTicketSchema = z.object({
  // One line, its breaks made spaces rather than refused: support has always taken a subject typed across lines
  // and shown it as one (docs/api.md § Single-line fields).
  subject: singleLine(TICKET_SUBJECT_MAX, { required: SUPPORT_MESSAGES.subjectRequired, tooLong: SUPPORT_MESSAGES.subjectTooLong, breaks: 'strip' }),
  description: body(SUPPORT_MESSAGES.bodyRequired),
  category: SupportCategorySchema,
  // The member may mark it urgent or normal; high unless they do.
  priority: SupportPrioritySchema.default('high'),
});
export type CreateTicket = z.input<typeof CreateTicketSchema>;

export const TicketReplySchema = z.object({ body: body(SUPPORT_MESSAGES.bodyRequired) });
export type TicketReply = z.infer<typeof TicketReplySchema>;

// An agent's change: resolve (with the resolution), reassign, reprioritise, or reopen.
export const UpdateTicketSchema = z
  .object({
    status: TicketStatusSchema,
    resolution: z.string().trim().min(1, SUPPORT_MESSAGES.resolutionRequired).max(TICKET_BODY_MAX, SUPPORT_MESSAGES.bodyTooLong),
    assignedTo: jsonId(SUPPORT_MESSAGES.notAgent).nullable(),
    priority: SupportPrioritySchema,
  })
  .partial()
  .refine((value) => value.status !== 'resolved' || value.resolution !== undefined, { path: ['resolution'], message: SUPPORT_MESSAGES.resolutionRequired });
export type UpdateTicket = z.infer<typeof UpdateTicketSchema>;

export const RateTicketSchema = z.object({
  rating: z.number({ error: 'Choose 1 to 5' }).int('Choose 1 to 5').min(1, 'Choose 1 to 5').max(5, 'Choose 1 to 5'),
  comment: z.string().trim().max(1000, 'At most 1,000 characters').optional(),
});
export type RateTicket = z.infer<typeof RateTicketSchema>;

export const TicketParamsSchema = z.object({ id: entityId(SUPPORT_MESSAGES.notFound) });

const person = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

export const TicketMessageSchema = z.object({
  id: z.number().int(),
  // null once the author's account is erased.
  author: person.nullable(),
  fromSupport: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: SupportCategorySchema,
  priority: SupportPrioritySchema,
  status: TicketStatusSchema,
  member: person.nullable(),
  assignedTo: person.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  // Seconds from opening to the team's first answer, and to the resolution; null until then.
  responseTimeSeconds: z.number().int().nullable(),
  resolutionTimeSeconds: z.number().int().nullable(),
  satisfactionRating: z.number().int().nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

export const TicketSchema = TicketSummarySchema.extend({
  description: z.string(),
  resolution: z.string().nullable(),
  ratingComment: z.string().nullable(),
  messages: z.array(TicketMessageSchema),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketsQuerySchema = z.object({
  status: TicketStatusSchema.optional(),
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, 50).default(20),
});
export type TicketsQuery = z.infer<typeof TicketsQuerySchema>;

export const TicketsPageSchema = z.object({
  tickets: z.array(TicketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  counts: z.object(Object.fromEntries(TICKET_STATUSES.map((s) => [s, z.number().int()])) as Record<TicketStatus, z.ZodNumber>),
});
export type TicketsPage = z.infer<typeof TicketsPageSchema>;

export const SupportRoleSchema = z.object({
  // Business members (and agents) have the VIP queue; others the help page.
  vip: z.boolean(),
  agent: z.boolean(),
  // The team, for agents assigning tickets (empty for everyone else).
  team: z.array(person),
});
export type SupportRole = z.infer<typeof SupportRoleSchema>;

// The team's figures over the last 30 days (agents), and what a member is promised.
export const SupportStatsSchema = z.object({
  periodDays: z.number().int(),
  opened: z.number().int(),
  resolved: z.number().int(),
  medianResponseSeconds: z.number().int().nullable(),
  medianResolutionSeconds: z.number().int().nullable(),
  averageRating: z.number().nullable(),
  ratings: z.number().int(),
});
export type SupportStats = z.infer<typeof SupportStatsSchema>;
