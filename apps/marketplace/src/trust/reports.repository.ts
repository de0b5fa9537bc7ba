import { Injectable } from '@nestjs/common';
import type { ListingReportReason, ListingReportStatus, ModerationListingAction, ModerationReport } from '@stave/contracts';
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

const MODERATION_SELECT = `
  SELECT r.id, r.listing_id AS "listingId", r.reason, r.description, r.status, r.created_at AS "createdAt",
         r.reporter_id AS "reporterId", u.name AS "reporterName", r.admin_notes AS "adminNotes", r.resolved_at AS "resolvedAt",
         json_build_object('id', l.id, 'title', l.title, 'userId', l.user_id, 'status', l.status, 'reportedCount', l.reported_count) AS listing,
         (SELECT coalesce(json_agg(json_build_object('moderatorId', d.moderator_id, 'status', d.status, 'listingAction', d.listing_action,
                                                     'notes', d.notes, 'createdAt', d.created_at) ORDER BY d.created_at, d.id), '[]')
            FROM listing_moderation_decisions d WHERE d.report_id = r.id) AS decisions
    FROM listing_reports r
    JOIN equipment_listings l ON l.id = r.listing_id
    LEFT JOIN user_summaries u ON u.id = r.reporter_id`;

// Spec §3 listing_reports, and every moderator's decision on them (listing_moderation_decisions).
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

  // Different members with a report awaiting a moderator (one report per member and listing).
  async pendingReporters(tx: Transaction, listingId: number): Promise<number> {
    const row = await queryOne<{ count: number }>(tx, `SELECT count(*)::int AS count FROM listing_reports WHERE listing_id = $1 AND status = 'pending'`, [
      listingId,
    ]);
    return row?.count ?? 0;
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
