import { Injectable } from '@nestjs/common';
import type { CaseDecision, ModerationCasesQuery, ModerationAction, ReportKind, ReportReason } from '@stave/contracts';
import { Database, placeholders, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface IncomingReport {
  kind: ReportKind;
  itemId: number;
  subjectId: number;
  reporterId: number;
  reason: ReportReason;
  details: string | null;
  excerpt: string;
  reportedAt: Date;
}

export interface CaseRow {
  id: number;
  kind: ReportKind;
  itemId: number;
  subjectId: number;
  subjectName: string | null;
  subjectUsername: string | null;
  excerpt: string;
  status: 'open' | 'dismissed' | 'removed' | 'suspended' | 'banned';
  reportCount: number;
  firstReportedAt: Date;
  lastReportedAt: Date;
  reports: Array<{ reason: ReportReason; details: string | null; reportedAt: string }>;
  decision: { action: ModerationAction; removedItem: boolean; until: string | null; notes: string | null; moderatorId: number; decidedAt: string } | null;
}

const CASE_SELECT = `
  SELECT c.id, c.kind, c.item_id AS "itemId", c.subject_id AS "subjectId", u.name AS "subjectName", u.username AS "subjectUsername",
         c.excerpt, c.status, c.report_count AS "reportCount", c.first_reported_at AS "firstReportedAt", c.last_reported_at AS "lastReportedAt",
         coalesce((SELECT json_agg(json_build_object('reason', r.reason, 'details', r.details, 'reportedAt', r.reported_at) ORDER BY r.reported_at, r.reporter_id)
                     FROM moderation_reports r WHERE r.case_id = c.id), '[]') AS reports,
         (SELECT json_build_object('action', d.action, 'removedItem', d.removed_item, 'until', d.until, 'notes', d.notes,
                                   'moderatorId', d.moderator_id, 'decidedAt', d.decided_at)
            FROM moderation_decisions d WHERE d.case_id = c.id ORDER BY d.decided_at DESC, d.id DESC LIMIT 1) AS decision
    FROM moderation_cases c LEFT JOIN users u ON u.id = c.subject_id`;

// The moderation queue: cases, the reports in them (reporters are kept, never shown) and decisions.
@Injectable()
export class ModerationRepository {
  constructor(private readonly database: Database) {}

  // The case of the item (made by its first report); the report counted when it is this reporter's first of the
  // item (a redelivered event, or a second report, changes nothing). A case decided without taking the item down
  // is open again when someone new reports it. True when the report was new.
  async recordReport(tx: Transaction, report: IncomingReport): Promise<boolean> {
    const target = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO moderation_cases (kind, item_id, subject_id, excerpt, first_reported_at, last_reported_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (kind, item_id) DO UPDATE SET kind = excluded.kind
       RETURNING id`,
      [report.kind, report.itemId, report.subjectId, report.excerpt, report.reportedAt],
    );
    const caseId = target!.id;
    const added = await queryRows(
      tx,
      `INSERT INTO moderation_reports (case_id, reporter_id, reason, details, reported_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [caseId, report.reporterId, report.reason, report.details, report.reportedAt],
    );
    if (added.length === 0) return false;
    await tx.query(
      `UPDATE moderation_cases SET report_count = report_count + 1, last_reported_at = greatest(last_reported_at, $2),
              status = CASE WHEN item_removed THEN status ELSE 'open' END
        WHERE id = $1`,
      [caseId, report.reportedAt],
    );
    return true;
  }

  async list(query: ModerationCasesQuery): Promise<{ rows: CaseRow[]; total: number }> {
    const { params, param } = placeholders();
    const where = [query.status === 'open' ? `c.status = 'open'` : `c.status <> 'open'`];
    if (query.kind) where.push(`c.kind = ${param(query.kind)}`);
    // Open: the most reported first, then the oldest; decided: the latest decisions first.
    const order =
      query.status === 'open'
        ? 'c.report_count DESC, c.first_reported_at, c.id'
        : '(SELECT max(d.decided_at) FROM moderation_decisions d WHERE d.case_id = c.id) DESC NULLS LAST, c.id DESC';
    const [rows, counted] = await Promise.all([
      queryRows<CaseRow>(
        this.database.pool,
        `${CASE_SELECT} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${param(query.limit)} OFFSET ${param((query.page - 1) * query.limit)}`,
        params,
      ),
      queryOne<{ total: number }>(
        this.database.pool,
        `SELECT count(*)::int AS total FROM moderation_cases c WHERE ${where.join(' AND ')}`,
        params.slice(0, query.kind ? 1 : 0),
      ),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  find(db: Queryable, caseId: number): Promise<CaseRow | null> {
    return queryOne<CaseRow>(db, `${CASE_SELECT} WHERE c.id = $1`, [caseId]);
  }

  lock(tx: Transaction, caseId: number): Promise<{ id: number; kind: ReportKind; itemId: number; subjectId: number; status: string; excerpt: string } | null> {
    return queryOne(tx, `SELECT id, kind, item_id AS "itemId", subject_id AS "subjectId", status, excerpt FROM moderation_cases WHERE id = $1 FOR UPDATE`, [
      caseId,
    ]);
  }

  async decide(tx: Transaction, caseId: number, moderatorId: number, decision: CaseDecision, removedItem: boolean, until: Date | null): Promise<number> {
    const status = { dismiss: 'dismissed', remove: 'removed', suspend: 'suspended', ban: 'banned' }[decision.action];
    await tx.query(`UPDATE moderation_cases SET status = $2, item_removed = item_removed OR $3 WHERE id = $1`, [caseId, status, removedItem]);
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO moderation_decisions (case_id, moderator_id, action, removed_item, until, notes) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [caseId, moderatorId, decision.action, removedItem, until, decision.notes],
    );
    return row!.id;
  }
}

// What a member report keeps of the member (identity's own table).
export async function memberForReport(
  db: Queryable,
  memberId: number,
): Promise<{ id: number; name: string; username: string; bio: string | null; email: string } | null> {
  return queryOne(db, `SELECT id, name, username, bio, email FROM users WHERE id = $1`, [memberId]);
}
