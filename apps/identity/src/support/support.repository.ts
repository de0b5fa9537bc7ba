import { Injectable } from '@nestjs/common';
import type { SupportCategory, SupportPriority, SubscriptionTier, TicketStatus, TicketsQuery } from '@stave/contracts';
import { Database, placeholders, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface Person {
  id: number;
  name: string;
  username: string;
}

export interface NewTicket {
  subject: string;
  description: string;
  category: SupportCategory;
  priority: SupportPriority;
}

export interface TicketSummaryRow {
  id: number;
  userId: number;
  subject: string;
  category: SupportCategory;
  priority: SupportPriority;
  status: TicketStatus;
  member: Person | null;
  assignedTo: Person | null;
  createdAt: Date;
  updatedAt: Date;
  responseTimeSeconds: number | null;
  resolutionTimeSeconds: number | null;
  satisfactionRating: number | null;
}

export interface TicketRow extends TicketSummaryRow {
  description: string;
  resolution: string | null;
  ratingComment: string | null;
  // From json_agg: createdAt is Postgres's text for the timestamp.
  messages: Array<{ id: number; author: Person | null; fromSupport: boolean; body: string; createdAt: string }>;
}

export interface MessageRow {
  id: number;
  author: Person | null;
  fromSupport: boolean;
  body: string;
  createdAt: Date;
}

export interface LockedTicket {
  id: number;
  userId: number;
  subject: string;
  status: TicketStatus;
  satisfactionRating: number | null;
}

export interface TicketChange {
  status?: TicketStatus;
  resolution?: string;
  assignedTo?: number | null;
  priority?: SupportPriority;
}

export interface TicketPage {
  rows: TicketSummaryRow[];
  total: number;
  counts: Array<{ status: TicketStatus; n: number }>;
}

export interface SupportFigures {
  opened: number;
  resolved: number;
  medianResponseSeconds: number | null;
  medianResolutionSeconds: number | null;
  averageRating: number | null;
  ratings: number;
}

// The queue's order within a status: the same expression as vip_support_tickets_queue_idx, so the index serves it.
const PRIORITY_RANK = `CASE t.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 ELSE 2 END`;

const person = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'username', ${alias}.username) END`;

// Names come from the accounts now, so a renamed member or agent shows as they are called today. Times are whole
// seconds from opening: to the team's first answer, and to the resolution while it is resolved.
const SUMMARY_COLUMNS = `
  t.id, t.user_id AS "userId", t.subject, t.category, t.priority, t.status, ${person('m')} AS member, ${person('a')} AS "assignedTo",
  t.created_at AS "createdAt", t.updated_at AS "updatedAt",
  floor(extract(epoch FROM t.first_response_at - t.created_at))::int AS "responseTimeSeconds",
  floor(extract(epoch FROM t.resolved_at - t.created_at))::int AS "resolutionTimeSeconds",
  t.satisfaction_rating AS "satisfactionRating"`;
const FROM = `FROM vip_support_tickets t LEFT JOIN users m ON m.id = t.user_id LEFT JOIN users a ON a.id = t.assigned_to`;

// One statement for a ticket and its conversation, however long it is.
const TICKET_SELECT = `
  SELECT ${SUMMARY_COLUMNS}, t.description, t.resolution, t.rating_comment AS "ratingComment",
         coalesce((SELECT json_agg(json_build_object('id', s.id, 'author', ${person('u')}, 'fromSupport', s.from_support, 'body', s.body,
                                                     'createdAt', s.created_at) ORDER BY s.created_at, s.id)
                     FROM support_ticket_messages s LEFT JOIN users u ON u.id = s.author_id WHERE s.ticket_id = t.id), '[]') AS messages
    ${FROM}`;

// VIP support: Business members' tickets, their conversations, and the team's queue over them.
@Injectable()
export class SupportRepository {
  constructor(private readonly database: Database) {}

  async tierOf(memberId: number): Promise<SubscriptionTier | null> {
    const row = await queryOne<{ tier: SubscriptionTier }>(this.database.pool, `SELECT subscription_tier AS tier FROM users WHERE id = $1`, [memberId]);
    return row?.tier ?? null;
  }

  async insert(memberId: number, ticket: NewTicket): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.database.pool,
      `INSERT INTO vip_support_tickets (user_id, subject, description, category, priority) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [memberId, ticket.subject, ticket.description, ticket.category, ticket.priority],
    );
    return row!.id;
  }

  // The member's own tickets, the most recently updated first.
  listForMember(memberId: number, query: TicketsQuery): Promise<TicketPage> {
    return this.page(query, `t.user_id = $1`, [memberId], `t.updated_at DESC, t.id DESC`);
  }

  // The team's queue. Open and answered: urgent, then high, then normal, each the longest waiting first (open: for
  // the team since the member wrote; answered: for the member since the team did). Resolved: the latest first. All
  // statuses at once: open, then answered, then resolved, each in that order.
  queue(query: TicketsQuery): Promise<TicketPage> {
    const order =
      query.status === 'resolved'
        ? `t.resolved_at DESC, t.id DESC`
        : query.status
          ? `${PRIORITY_RANK}, t.waiting_since, t.id`
          : `CASE t.status WHEN 'open' THEN 0 WHEN 'answered' THEN 1 ELSE 2 END, CASE WHEN t.status <> 'resolved' THEN ${PRIORITY_RANK} END,
             CASE WHEN t.status <> 'resolved' THEN t.waiting_since END, t.resolved_at DESC, t.id`;
    return this.page(query, 'true', [], order);
  }

  // A page of one owner's (or every) ticket, optionally of one status, with the counts per status for the tabs.
  private async page(query: TicketsQuery, scope: string, scopeParams: unknown[], order: string): Promise<TicketPage> {
    const { params, param } = placeholders(scopeParams);
    const where = query.status ? `${scope} AND t.status = ${param(query.status)}` : scope;
    const [rows, counts] = await Promise.all([
      queryRows<TicketSummaryRow>(
        this.database.pool,
        `SELECT ${SUMMARY_COLUMNS} ${FROM} WHERE ${where} ORDER BY ${order} LIMIT ${param(query.limit)} OFFSET ${param((query.page - 1) * query.limit)}`,
        params,
      ),
      queryRows<{ status: TicketStatus; n: number }>(
        this.database.pool,
        `SELECT t.status, count(*)::int AS n FROM vip_support_tickets t WHERE ${scope} GROUP BY t.status`,
        scopeParams,
      ),
    ]);
    // The tab's total is its status's count: no second scan for it.
    const total = query.status ? (counts.find((count) => count.status === query.status)?.n ?? 0) : counts.reduce((sum, count) => sum + count.n, 0);
    return { rows, total, counts };
  }

  findForMember(db: Queryable, ticketId: number, memberId: number): Promise<TicketRow | null> {
    return queryOne<TicketRow>(db, `${TICKET_SELECT} WHERE t.id = $1 AND t.user_id = $2`, [ticketId, memberId]);
  }

  // For the team, who may read any ticket.
  findForAgent(db: Queryable, ticketId: number): Promise<TicketRow | null> {
    return queryOne<TicketRow>(db, `${TICKET_SELECT} WHERE t.id = $1`, [ticketId]);
  }

  // Held until the change commits: replies, changes and ratings on one ticket happen one after another.
  lock(tx: Transaction, ticketId: number): Promise<LockedTicket | null> {
    return queryOne<LockedTicket>(
      tx,
      `SELECT id, user_id AS "userId", subject, status, satisfaction_rating AS "satisfactionRating" FROM vip_support_tickets WHERE id = $1 FOR UPDATE`,
      [ticketId],
    );
  }

  // Held until the change commits, so an erasure cannot take the agent away between the check and the update.
  async lockMember(tx: Transaction, memberId: number): Promise<boolean> {
    return (await queryOne(tx, `SELECT 1 FROM users WHERE id = $1 FOR KEY SHARE`, [memberId])) !== null;
  }

  // The message as shown, its author's name read in the same statement.
  async addMessage(tx: Transaction, ticketId: number, authorId: number, fromSupport: boolean, body: string): Promise<MessageRow> {
    const row = await queryOne<MessageRow>(
      tx,
      `WITH added AS (
         INSERT INTO support_ticket_messages (ticket_id, author_id, from_support, body) VALUES ($1, $2, $3, $4) RETURNING *)
       SELECT s.id, ${person('u')} AS author, s.from_support AS "fromSupport", s.body, s.created_at AS "createdAt"
         FROM added s LEFT JOIN users u ON u.id = s.author_id`,
      [ticketId, authorId, fromSupport, body],
    );
    return row!;
  }

  // Whether the ticket is this member's, for telling them why they may not change it.
  async isOwner(ticketId: number, memberId: number): Promise<boolean> {
    return (await queryOne(this.database.pool, `SELECT 1 FROM vip_support_tickets WHERE id = $1 AND user_id = $2`, [ticketId, memberId])) !== null;
  }

  // The member wrote: the ticket is the team's to answer again. Their wait starts now unless it was already open.
  async memberReplied(tx: Transaction, ticketId: number): Promise<void> {
    await tx.query(
      `UPDATE vip_support_tickets
          SET status = 'open', resolved_at = NULL, resolution = NULL,
              waiting_since = CASE WHEN status = 'open' THEN waiting_since ELSE now() END, updated_at = now()
        WHERE id = $1`,
      [ticketId],
    );
  }

  // The team wrote: answered, its first answer timed. A note on a resolved ticket leaves it resolved (an agent
  // reopens with PATCH; only the member's reply reopens one by itself).
  async agentReplied(tx: Transaction, ticketId: number): Promise<void> {
    await tx.query(
      `UPDATE vip_support_tickets
          SET status = CASE WHEN status = 'resolved' THEN status ELSE 'answered' END,
              waiting_since = CASE WHEN status = 'open' THEN now() ELSE waiting_since END,
              first_response_at = coalesce(first_response_at, now()), updated_at = now()
        WHERE id = $1`,
      [ticketId],
    );
  }

  // An agent's change; undefined fields are left as they are. Resolving stamps resolved_at (and is an answer, so the
  // first response too); leaving 'resolved' clears the resolution and its time; a new status restarts the wait.
  async update(tx: Transaction, ticketId: number, change: TicketChange): Promise<void> {
    await tx.query(
      `UPDATE vip_support_tickets
          SET status = coalesce($2::text, status),
              resolved_at = CASE WHEN coalesce($2::text, status) = 'resolved' THEN coalesce(resolved_at, now()) END,
              resolution = CASE WHEN coalesce($2::text, status) = 'resolved' THEN coalesce($3::text, resolution) END,
              first_response_at = CASE WHEN coalesce($2::text, status) = 'resolved' THEN coalesce(first_response_at, now()) ELSE first_response_at END,
              waiting_since = CASE WHEN coalesce($2::text, status) <> status THEN now() ELSE waiting_since END,
              assigned_to = CASE WHEN $4::boolean THEN $5::integer ELSE assigned_to END,
              priority = coalesce($6::text, priority),
              updated_at = now()
        WHERE id = $1`,
      [ticketId, change.status ?? null, change.resolution ?? null, change.assignedTo !== undefined, change.assignedTo ?? null, change.priority ?? null],
    );
  }

  async rate(tx: Transaction, ticketId: number, rating: number, comment: string | null): Promise<void> {
    await tx.query(`UPDATE vip_support_tickets SET satisfaction_rating = $2, rating_comment = $3, updated_at = now() WHERE id = $1`, [
      ticketId,
      rating,
      comment,
    ]);
  }

  // Who a mail about the ticket goes to.
  contactOf(memberId: number): Promise<{ email: string; name: string } | null> {
    return queryOne(this.database.pool, `SELECT email, name FROM users WHERE id = $1`, [memberId]);
  }

  // The named agents who have an account, by name.
  agents(ids: number[]): Promise<Person[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return queryRows<Person>(this.database.pool, `SELECT id, name, username FROM users WHERE id = ANY($1::int[]) ORDER BY name, id`, [ids]);
  }

  // The last `days`: tickets opened; and of those first answered, resolved (and still so) and rated then, the median
  // times (percentile_cont: the middle value, or the mean of the two middle ones) and the average rating.
  async figures(days: number): Promise<SupportFigures> {
    const row = await queryOne<SupportFigures>(
      this.database.pool,
      `WITH period AS (SELECT now() - make_interval(days => $1) AS since)
       SELECT count(*) FILTER (WHERE t.created_at >= p.since)::int AS opened,
              count(*) FILTER (WHERE t.resolved_at >= p.since)::int AS resolved,
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.first_response_at - t.created_at)::float8)
                      FILTER (WHERE t.first_response_at >= p.since))::int AS "medianResponseSeconds",
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.resolved_at - t.created_at)::float8)
                      FILTER (WHERE t.resolved_at >= p.since))::int AS "medianResolutionSeconds",
              round(avg(t.satisfaction_rating) FILTER (WHERE t.resolved_at >= p.since), 2)::float8 AS "averageRating",
              count(t.satisfaction_rating) FILTER (WHERE t.resolved_at >= p.since)::int AS ratings
         FROM vip_support_tickets t CROSS JOIN period p
        WHERE t.created_at >= p.since OR t.first_response_at >= p.since OR t.resolved_at >= p.since`,
      [days],
    );
    return row!;
  }
}
