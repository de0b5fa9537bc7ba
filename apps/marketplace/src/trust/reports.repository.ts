import { Injectable } from '@nestjs/common';
import {
  REPORTER_ESTABLISHED_DAYS,
  type ListingReportReason,
  type ListingReportStatus,
  type ModerationListingAction,
  type ModerationReport,
} from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface ReportRow {
  id: number;
  listingId: number;
  reason: ListingReportReason;
  description: string | null;
  status: ListingReportStatus;
  createdAt: Date;
}

export interface Decision {
  moderatorId: number;
  status: ListingReportStatus;
  listingAction: ModerationListingAction;
  notes: string | null;
}

export type ModerationRow = Omit<ModerationReport, 'createdAt' | 'resolvedAt' | 'decisions'> & {
  createdAt: Date;
  resolvedAt: Date | null;
  decisions: Array<Decision & { createdAt: string }>;
};

const REPORT_COLUMNS = `id, listing_id AS "listingId", reason, description, status, created_at AS "createdAt"`;

// What a reporter weighs toward hiding a listing (docs/marketplace.md § Reports: who counts; the numbers are
// trust.schemas.ts's). Their record is their reports' outcomes: upheld when the listing was removed by a moderator
// (here or from identity's queue), wrong when the report was dismissed or the listing restored over it.
const reporterWeight = (reporter: string) => `(
  SELECT CASE WHEN a.registered_at IS NULL OR a.registered_at > now() - interval '${REPORTER_ESTABLISHED_DAYS} days' THEN 0
              WHEN h.wrong >= 2 AND h.wrong >= h.upheld THEN 0
              WHEN h.upheld >= 2 AND h.upheld >= 2 * h.wrong THEN 2
              ELSE 1 END
    FROM (SELECT count(*) FILTER (WHERE o.outcome = 'upheld')::int AS upheld, count(*) FILTER (WHERE o.outcome = 'wrong')::int AS wrong
            FROM (SELECT CASE WHEN pl.status = 'removed' THEN 'upheld'
                              WHEN p.status = 'dismissed'
                                OR EXISTS (SELECT 1 FROM listing_moderation_decisions pd WHERE pd.report_id = p.id AND pd.listing_action = 'restore')
                              THEN 'wrong' END AS outcome
                    FROM listing_reports p JOIN equipment_listings pl ON pl.id = p.listing_id
                   WHERE p.reporter_id = ${reporter}) o) h
    LEFT JOIN member_accounts a ON a.user_id = ${reporter})`;

const MODERATION_SELECT = `
  SELECT r.id, r.listing_id AS "listingId", r.reason, r.description, r.status, r.created_at AS "createdAt",
         r.reporter_id AS "reporterId", u.name AS "reporterName", ${reporterWeight('r.reporter_id')} AS "reporterWeight",
         r.admin_notes AS "adminNotes", r.resolved_at AS "resolvedAt",
         json_build_object('id', l.id, 'title', l.title, 'userId', l.user_id, 'status', l.status, 'reportedCount', l.reported_count) AS listing,
         (SELECT coalesce(json_agg(json_build_object('moderatorId', d.moderator_id, 'status', d.status, 'listingAction', d.listing_action,
                                                     'notes', d.notes, 'createdAt', d.created_at) ORDER BY d.created_at, d.id), '[]')
            FROM listing_moderation_decisions d WHERE d.report_id = r.id) AS decisions
    FROM listing_reports r
    JOIN equipment_listings l ON l.id = r.listing_id
    LEFT JOIN user_summaries u ON u.id = r.reporter_id`;

// listing_reports, and every moderator's decision on them (listing_moderation_decisions).
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: Database) {}

  // Null when this member has reported the listing already.
  insert(tx: Transaction, listingId: number, reporterId: number, reason: ListingReportReason, description: string | null): Promise<ReportRow | null> {
    return queryOne<ReportRow>(
      tx,
      `INSERT INTO listing_reports (listing_id, reporter_id, reason, description) VALUES ($1, $2, $3, $4)
       ON CONFLICT (listing_id, reporter_id) DO NOTHING RETURNING ${REPORT_COLUMNS}`,
      [listingId, reporterId, reason, description],
    );
  }

  // The weight of the reports awaiting a moderator (one a member and listing), each its reporter's; reports for a
  // reason a moderator already ruled on by restoring the listing do not count again.
  async pendingWeight(tx: Transaction, listingId: number): Promise<number> {
    const row = await queryOne<{ weight: number }>(
      tx,
      `SELECT coalesce(sum(${reporterWeight('r.reporter_id')}), 0)::int AS weight
         FROM listing_reports r
        WHERE r.listing_id = $1 AND r.status = 'pending'
          AND r.reason NOT IN (SELECT ruled.reason FROM listing_reports ruled
                                 JOIN listing_moderation_decisions d ON d.report_id = ruled.id AND d.listing_action = 'restore'
                                WHERE ruled.listing_id = $1)`,
      [listingId],
    );
    return row?.weight ?? 0;
  }

  // When the member registered: identity's date replaces whatever was known; another only fills a gap.
  async recordRegistration(tx: Transaction, userId: number, registeredAt: string, authoritative: boolean): Promise<void> {
    await tx.query(
      `INSERT INTO member_accounts (user_id, registered_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO ${authoritative ? 'UPDATE SET registered_at = EXCLUDED.registered_at' : 'NOTHING'}`,
      [userId, registeredAt],
    );
  }

  listingOf(db: Queryable, reportId: number): Promise<{ listingId: number } | null> {
    return queryOne(db, `SELECT listing_id AS "listingId" FROM listing_reports WHERE id = $1`, [reportId]);
  }

  lock(tx: Transaction, reportId: number): Promise<ReportRow | null> {
    return queryOne<ReportRow>(tx, `SELECT ${REPORT_COLUMNS} FROM listing_reports WHERE id = $1 FOR UPDATE`, [reportId]);
  }

  // The decision on one report, recorded; resolved and dismissed reports are closed (resolvedAt).
  async decide(tx: Transaction, reportId: number, listingId: number, decision: Decision): Promise<void> {
    await tx.query(
      `UPDATE listing_reports SET status = $2, admin_notes = coalesce($3, admin_notes),
              resolved_at = CASE WHEN $2 IN ('resolved', 'dismissed') THEN now() END WHERE id = $1`,
      [reportId, decision.status, decision.notes],
    );
    await this.record(tx, reportId, listingId, decision);
  }

  // The listing's other reports still pending, settled with the decision on the listing (each recorded):
  // reviewed when it was restored (they no longer count toward hiding it), resolved when removed.
  async settleOthers(tx: Transaction, listingId: number, exceptReportId: number, decision: Decision): Promise<void> {
    const others = await queryRows<{ id: number }>(
      tx,
      `UPDATE listing_reports SET status = $3, resolved_at = CASE WHEN $3 IN ('resolved', 'dismissed') THEN now() END
        WHERE listing_id = $1 AND id <> $2 AND status = 'pending' RETURNING id`,
      [listingId, exceptReportId, decision.status],
    );
    for (const { id } of others) await this.record(tx, id, listingId, { ...decision, notes: `With report ${exceptReportId}` });
  }

  private async record(tx: Transaction, reportId: number, listingId: number, decision: Decision): Promise<void> {
    await tx.query(
      `INSERT INTO listing_moderation_decisions (report_id, listing_id, moderator_id, status, listing_action, notes) VALUES ($1, $2, $3, $4, $5, $6)`,
      [reportId, listingId, decision.moderatorId, decision.status, decision.listingAction, decision.notes],
    );
  }

  // Moderators' queue: oldest first, with the listing, the reporter's name and the decisions so far.
  async page(db: Queryable, status: ListingReportStatus, offset: number, limit: number): Promise<{ rows: ModerationRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      queryRows<ModerationRow>(db, `${MODERATION_SELECT} WHERE r.status = $1 ORDER BY r.created_at, r.id OFFSET $2 LIMIT $3`, [status, offset, limit]),
      queryOne<{ total: number }>(db, `SELECT count(*)::int AS total FROM listing_reports WHERE status = $1`, [status]),
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  findForModerators(db: Queryable, reportId: number): Promise<ModerationRow | null> {
    return queryOne<ModerationRow>(db, `${MODERATION_SELECT} WHERE r.id = $1`, [reportId]);
  }
}
