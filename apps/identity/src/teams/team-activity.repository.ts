import { Injectable } from '@nestjs/common';
import type { Cursor, PayloadOf, TeamAction, TeamPerson } from '@stave/contracts';
import { Database, queryRows, type Transaction } from '@stave/platform';

// A line of the owner's activity as read: the member as they are called today (null once their account is gone).
// bigint columns arrive as text (node-postgres keeps 64-bit integers exact); the view turns them into numbers.
export interface TeamActivityRow {
  id: string;
  actor: TeamPerson | null;
  action: TeamAction;
  subjectId: string;
  subjectTitle: string;
  occurredAt: Date;
}

// The team activity log (docs/teams.md § Activity): team_activity, written from the services' events and
// read by the owner.
@Injectable()
export class TeamActivityRepository {
  constructor(private readonly database: Database) {}

  // In the event's inbox transaction. The business and the member are held (KEY SHARE) until it commits, so an
  // erasure running meanwhile happens wholly before (the line is not written, or is written without the member) or
  // wholly after (the cascade takes the line). An event about an account already erased, which can arrive late from
  // another service, leaves nothing that names it.
  async record(tx: Transaction, action: PayloadOf<'jobs-events.team.action.v1'>, occurredAt: string): Promise<boolean> {
    const present = await queryRows<{ id: number }>(tx, `SELECT id FROM users WHERE id IN ($1, $2) FOR KEY SHARE`, [action.businessId, action.actorId]);
    const exists = (id: number) => present.some((row) => row.id === id);
    if (!exists(action.businessId)) return false;
    await tx.query(
      `INSERT INTO team_activity (business_id, actor_id, action, subject_id, subject_title, occurred_at)
       VALUES ($1, $2, $3, $4, $5, date_trunc('milliseconds', $6::timestamptz))`,
      [action.businessId, exists(action.actorId) ? action.actorId : null, action.action, action.subjectId, action.subjectTitle, occurredAt],
    );
    return true;
  }

  // The business's lines, newest first, a page at a time (keyset on occurred_at, id).
  page(businessId: number, before: Cursor | null, limit: number): Promise<TeamActivityRow[]> {
    return queryRows<TeamActivityRow>(
      this.database.pool,
      `SELECT a.id, a.action, a.subject_id AS "subjectId", a.subject_title AS "subjectTitle", a.occurred_at AS "occurredAt",
              CASE WHEN u.id IS NULL THEN NULL
                   ELSE json_build_object('id', u.id, 'username', u.username, 'name', u.name, 'profileImage', u.profile_image) END AS actor
         FROM team_activity a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.business_id = $1 AND ($2::timestamptz IS NULL OR (a.occurred_at, a.id) < ($2, $3))
        ORDER BY a.occurred_at DESC, a.id DESC
        LIMIT $4`,
      [businessId, before?.createdAt ?? null, before?.id ?? 0, limit],
    );
  }
}
