import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  CommonErrorCode,
  PLANS,
  SupportErrorCode,
  TICKET_STATUSES,
  type CreateTicketSchema,
  type RateTicket,
  type SupportRole,
  type SupportStats,
  type Ticket,
  type TicketMessage,
  type TicketStatus,
  type TicketSummary,
  type TicketsPage,
  type TicketsQuery,
  type UpdateTicket,
} from '@stave/contracts';
import { APP_CONFIG, Database, domainError, LOGGER, RateCounter, withinLimit } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { Mailer } from '../mail/mailer';
import { SupportRepository, type MessageRow, type TicketPage, type TicketRow, type TicketSummaryRow } from './support.repository';

const HOUR_MS = 60 * 60_000;
// The team's figures are over this many days (SupportStats.periodDays).
export const SUPPORT_STATS_DAYS = 30;
// Ours: the contract's texts have none for it (the code is the common RATE_LIMITED).
export const TOO_MANY_TICKETS = 'You have opened several tickets in the last hour. Add to one of them, or try again later.';
export const RESOLUTION_NOT_RESOLVED = 'Only a resolved ticket has a resolution';

// The body once the contract has parsed it (trimmed, priority high unless chosen).
export type NewTicketInput = z.output<typeof CreateTicketSchema>;

export function toSummaryView(row: TicketSummaryRow): TicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    status: row.status,
    member: row.member,
    assignedTo: row.assignedTo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    responseTimeSeconds: row.responseTimeSeconds,
    resolutionTimeSeconds: row.resolutionTimeSeconds,
    satisfactionRating: row.satisfactionRating,
  };
}

export function toMessageView(row: MessageRow | TicketRow['messages'][number]): TicketMessage {
  return { id: row.id, author: row.author, fromSupport: row.fromSupport, body: row.body, createdAt: new Date(row.createdAt).toISOString() };
}

export function toTicketView(row: TicketRow): Ticket {
  return {
    ...toSummaryView(row),
    description: row.description,
    resolution: row.resolution,
    ratingComment: row.ratingComment,
    messages: row.messages.map(toMessageView),
  };
}

function toPage(page: TicketPage, query: TicketsQuery): TicketsPage {
  const counts = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<TicketStatus, number>;
  for (const { status, n } of page.counts) counts[status] = n;
  return { tickets: page.rows.map(toSummaryView), total: page.total, page: query.page, limit: query.limit, counts };
}

// VIP support (docs/support.md). Members whose plan includes it (Business) open tickets and follow them as
// a conversation; the team named in SUPPORT_AGENTS works the queue, answers, resolves, assigns and reprioritises.
// A ticket is shown to its member and the team only: to anyone else it does not exist (404, never 403). A member who
// leaves Business keeps reading their tickets, and rating them, but opens and replies no more.
@Injectable()
export class SupportService {
  private readonly agents: Set<number>;

  constructor(
    private readonly database: Database,
    private readonly tickets: SupportRepository,
    private readonly rates: RateCounter,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.agents = new Set(config.SUPPORT_AGENTS);
  }

  isAgent(memberId: number): boolean {
    return this.agents.has(memberId);
  }

  private requireAgent(memberId: number): void {
    if (!this.isAgent(memberId)) throw domainError(SupportErrorCode.AgentsOnly);
  }

  // The plan as identity holds it now (billing announces every change); the team has the queue whatever their plan.
  private async hasVip(memberId: number): Promise<boolean> {
    if (this.isAgent(memberId)) return true;
    const tier = await this.tickets.tierOf(memberId);
    return tier !== null && PLANS[tier].features.includes('vipSupport');
  }

  private async requireVip(memberId: number): Promise<void> {
    if (!(await this.hasVip(memberId))) throw domainError(SupportErrorCode.BusinessOnly);
  }

  async role(memberId: number): Promise<SupportRole> {
    const agent = this.isAgent(memberId);
    return { vip: await this.hasVip(memberId), agent, team: agent ? await this.tickets.agents([...this.agents]) : [] };
  }

  // The plan is checked before the limit, so refused attempts never use up a member's hour.
  async open(memberId: number, ticket: NewTicketInput): Promise<Ticket> {
    await this.requireVip(memberId);
    await withinLimit(this.rates, `identity:support:opened:${memberId}`, this.config.SUPPORT_TICKETS_PER_HOUR, HOUR_MS, TOO_MANY_TICKETS);
    const id = await this.tickets.insert(memberId, ticket);
    this.logger.info({ ticketId: id, memberId, priority: ticket.priority, category: ticket.category }, 'support ticket opened');
    return toTicketView((await this.tickets.findForMember(this.database.pool, id, memberId))!);
  }

  async listMine(memberId: number, query: TicketsQuery): Promise<TicketsPage> {
    await this.requireVip(memberId);
    return toPage(await this.tickets.listForMember(memberId, query), query);
  }

  async queue(agentId: number, query: TicketsQuery): Promise<TicketsPage> {
    this.requireAgent(agentId);
    return toPage(await this.tickets.queue(query), query);
  }

  async stats(agentId: number): Promise<SupportStats> {
    this.requireAgent(agentId);
    return { periodDays: SUPPORT_STATS_DAYS, ...(await this.tickets.figures(SUPPORT_STATS_DAYS)) };
  }

  // Its member (whatever their plan now) or the team.
  async get(memberId: number, ticketId: number): Promise<Ticket> {
    const row = this.isAgent(memberId)
      ? await this.tickets.findForAgent(this.database.pool, ticketId)
      : await this.tickets.findForMember(this.database.pool, ticketId, memberId);
    if (!row) throw domainError(SupportErrorCode.NotFound);
    return toTicketView(row);
  }

  // On their own ticket anyone writes as its member (an agent's own ticket too); on another's only the team writes.
  async reply(authorId: number, ticketId: number, body: string): Promise<TicketMessage> {
    // Read before the ticket is locked; only used when the ticket turns out to be theirs.
    const vip = await this.hasVip(authorId);
    const { ticket, message } = await this.database.transaction(async (tx) => {
      const ticket = await this.tickets.lock(tx, ticketId);
      const asMember = ticket?.userId === authorId;
      if (!ticket || (!asMember && !this.isAgent(authorId))) throw domainError(SupportErrorCode.NotFound);
      if (asMember && !vip) throw domainError(SupportErrorCode.BusinessOnly);
      const message = await this.tickets.addMessage(tx, ticketId, authorId, !asMember, body);
      if (asMember) await this.tickets.memberReplied(tx, ticketId);
      else await this.tickets.agentReplied(tx, ticketId);
      return { ticket, message };
    });
    if (message.fromSupport) {
      this.logger.info({ ticketId, agentId: authorId }, 'support ticket answered');
      await this.mailMember(ticket.userId, `Stave support has replied: ${oneLine(ticket.subject)}`, [
        `The Stave support team has replied to your ticket “${oneLine(ticket.subject)}”:`,
        '',
        ...quoted(body),
        '',
        `Read the whole conversation and reply: ${this.ticketLink(ticket.id)}`,
      ]);
    }
    return toMessageView(message);
  }

  async update(agentId: number, ticketId: number, change: UpdateTicket): Promise<Ticket> {
    if (!this.isAgent(agentId)) {
      // Its member may see the ticket, so is told why; to anyone else it does not exist.
      throw domainError((await this.tickets.isOwner(ticketId, agentId)) ? SupportErrorCode.AgentsOnly : SupportErrorCode.NotFound);
    }
    const { before, after } = await this.database.transaction(async (tx) => {
      const before = await this.tickets.lock(tx, ticketId);
      if (!before) throw domainError(SupportErrorCode.NotFound);
      const assignee = change.assignedTo;
      if (assignee != null && (!this.isAgent(assignee) || !(await this.tickets.lockMember(tx, assignee)))) {
        throw domainError(SupportErrorCode.NotAgent, { path: 'assignedTo' });
      }
      // Kept only while resolved: a resolution on a ticket that stays open would be shown as if it were done.
      if (change.resolution !== undefined && (change.status ?? before.status) !== 'resolved') {
        throw domainError(CommonErrorCode.Validation, { message: RESOLUTION_NOT_RESOLVED, path: 'resolution' });
      }
      if (Object.values(change).some((value) => value !== undefined)) await this.tickets.update(tx, ticketId, change);
      return { before, after: (await this.tickets.findForAgent(tx, ticketId))! };
    });
    this.logger.info({ ticketId, agentId, status: change.status, assignedTo: change.assignedTo, priority: change.priority }, 'support ticket updated');
    if (before.status !== 'resolved' && after.status === 'resolved') {
      await this.mailMember(after.userId, `Your support ticket is resolved: ${oneLine(after.subject)}`, [
        `We have resolved your ticket “${oneLine(after.subject)}”:`,
        '',
        ...quoted(after.resolution ?? ''),
        '',
        `If this has not fixed it, reply on the ticket and it opens again. You can also rate our answer there: ${this.ticketLink(after.id)}`,
      ]);
    }
    return toTicketView(after);
  }

  // Its member only, once, when resolved. Allowed after leaving Business: it is about help already given.
  async rate(memberId: number, ticketId: number, rating: RateTicket): Promise<Ticket> {
    const row = await this.database.transaction(async (tx) => {
      const ticket = await this.tickets.lock(tx, ticketId);
      if (!ticket || ticket.userId !== memberId) throw domainError(SupportErrorCode.NotFound);
      if (ticket.satisfactionRating !== null) throw domainError(SupportErrorCode.AlreadyRated);
      if (ticket.status !== 'resolved') throw domainError(SupportErrorCode.NotResolved);
      await this.tickets.rate(tx, ticketId, rating.rating, rating.comment || null);
      return (await this.tickets.findForMember(tx, ticketId, memberId))!;
    });
    this.logger.info({ ticketId, rating: rating.rating }, 'support ticket rated');
    return toTicketView(row);
  }

  private ticketLink(ticketId: number): string {
    return `${this.config.PUBLIC_APP_URL.replace(/\/$/, '')}/support/tickets/${ticketId}`;
  }

  // Plain text (nothing anyone wrote is rendered as HTML), after the answer has been sent. The team is never mailed:
  // they work from the queue.
  private async mailMember(memberId: number, subject: string, lines: string[]): Promise<void> {
    const member = await this.tickets.contactOf(memberId);
    if (!member) return;
    this.mailer.sendInBackground({
      to: member.email,
      subject,
      text: [`Hello ${member.name},`, '', ...lines, '', 'The Stave team'].join('\n'),
    });
  }
}

// A subject typed with line breaks stays one line in a mail's subject and sentence.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const quoted = (text: string) => text.split(/\r?\n/).map((line) => `> ${line}`);
