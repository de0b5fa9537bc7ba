import { Injectable } from '@nestjs/common';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface StandingRow {
  status: 'suspended' | 'banned';
  until: Date | null;
  since: Date;
  decisionId: number;
  kind: string;
  excerpt: string;
  notes: string | null;
}

export interface AppealRow {
  id: number;
  userId: number;
  decisionId: number;
  message: string;
  status: 'open' | 'upheld' | 'lifted';
  response: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  memberName: string | null;
  memberUsername: string;
}

// A standing that is over (a suspension whose end has passed) reads as good standing.
const IN_FORCE = `(s.status = 'banned' OR s.until > now())`;

const APPEAL_SELECT = `
  SELECT a.id, a.user_id AS "userId", a.decision_id AS "decisionId", a.message, a.status, a.response, a.created_at AS "createdAt",
         a.decided_at AS "decidedAt", u.name AS "memberName", u.username AS "memberUsername"
    FROM standing_appeals a JOIN users u ON u.id = a.user_id`;

// Suspensions, bans and appeals against them.
@Injectable()
export class StandingRepository {
  constructor(private readonly database: Database) {}

  // A ban outlasts everything; two suspensions end at the later end.
  async apply(tx: Transaction, userId: number, status: 'suspended' | 'banned', until: Date | null, decisionId: number): Promise<void> {
    await tx.query(
      `INSERT INTO account_standing AS s (user_id, status, until, decision_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET
         status = CASE WHEN (s.status = 'banned' AND s.until IS NULL) OR excluded.status = 'banned' THEN 'banned' ELSE 'suspended' END,
         until = CASE WHEN (s.status = 'banned' AND s.until IS NULL) OR excluded.status = 'banned' THEN NULL
                      WHEN s.until > now() THEN greatest(s.until, excluded.until) ELSE excluded.until END,
         decision_id = excluded.decision_id,
         since = now()`,
      [userId, status, until, decisionId],
    );
  }

  async inForce(userId: number, db: Queryable = this.database.pool): Promise<StandingRow | null> {
    return queryOne<StandingRow>(
      db,
      `SELECT s.status, s.until, s.since, s.decision_id AS "decisionId", c.kind, c.excerpt, d.notes
         FROM account_standing s JOIN moderation_decisions d ON d.id = s.decision_id JOIN moderation_cases c ON c.id = d.case_id
        WHERE s.user_id = $1 AND ${IN_FORCE}`,
      [userId],
    );
  }

  // Lifted only if the standing still comes from that decision (a newer one stands on its own).
  async lift(tx: Transaction, userId: number, decisionId: number): Promise<void> {
    await tx.query(`DELETE FROM account_standing WHERE user_id = $1 AND decision_id = $2`, [userId, decisionId]);
  }

  // null when this decision was appealed already.
  async addAppeal(tx: Transaction, userId: number, decisionId: number, message: string): Promise<number | null> {
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO standing_appeals (user_id, decision_id, message) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
      [userId, decisionId, message],
    );
    return row?.id ?? null;
  }

  appealFor(userId: number, decisionId: number): Promise<AppealRow | null> {
    return queryOne<AppealRow>(this.database.pool, `${APPEAL_SELECT} WHERE a.user_id = $1 AND a.decision_id = $2`, [userId, decisionId]);
  }

  appeals(status: 'open' | 'decided'): Promise<AppealRow[]> {
    return queryRows<AppealRow>(
      this.database.pool,
      status === 'open'
        ? `${APPEAL_SELECT} WHERE a.status = 'open' ORDER BY a.created_at, a.id LIMIT 200`
        : `${APPEAL_SELECT} WHERE a.status <> 'open' ORDER BY a.decided_at DESC, a.id DESC LIMIT 200`,
    );
  }

  findAppeal(appealId: number): Promise<AppealRow | null> {
    return queryOne<AppealRow>(this.database.pool, `${APPEAL_SELECT} WHERE a.id = $1`, [appealId]);
  }

  lockAppeal(tx: Transaction, appealId: number): Promise<AppealRow | null> {
    return queryOne<AppealRow>(tx, `${APPEAL_SELECT} WHERE a.id = $1 FOR UPDATE OF a`, [appealId]);
  }

  async decideAppeal(tx: Transaction, appealId: number, moderatorId: number, status: 'upheld' | 'lifted', response: string | null): Promise<void> {
    await tx.query(`UPDATE standing_appeals SET status = $2, response = $3, decided_by = $4, decided_at = now() WHERE id = $1`, [
      appealId,
      status,
      response,
      moderatorId,
    ]);
  }

  // The standing a decision put in place, as it is now (for an appeal's view in the queue).
  standingOfDecision(userId: number, decisionId: number): Promise<StandingRow | null> {
    return queryOne<StandingRow>(
      this.database.pool,
      `SELECT coalesce(s.status, CASE WHEN d.action = 'ban' THEN 'banned' ELSE 'suspended' END) AS status, coalesce(s.until, d.until) AS until,
              coalesce(s.since, d.decided_at) AS since, d.id AS "decisionId", c.kind, c.excerpt, d.notes
         FROM moderation_decisions d JOIN moderation_cases c ON c.id = d.case_id
         LEFT JOIN account_standing s ON s.user_id = $1 AND s.decision_id = d.id
        WHERE d.id = $2`,
      [userId, decisionId],
    );
  }
}
