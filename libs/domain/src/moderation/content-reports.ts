import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  MODERATION_MESSAGES,
  ModerationErrorCode,
  REPORT_EXCERPT_MAX,
  type CreateReport,
  type EventName,
  type ReportKind,
  type ReportReceipt,
} from '@stave/contracts';
import { queryRows } from '@stave/platform';
import type { Transaction } from '@stave/platform';
import type { Outbox } from '@stave/platform';
import { domainError } from '@stave/platform';

// The reports a service took for its own items, one per reporter and item. Identity's moderation queue
// learns of each from the service's `<service>.report.filed.v1`; this table is what makes a second report by the
// same member a 409 at once, whatever the queue has seen.
export class ContentReports1735000000000 implements MigrationInterface {
  name = 'ContentReports1735000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content_reports (
        kind text NOT NULL,
        item_id integer NOT NULL,
        reporter_id integer NOT NULL,
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, item_id, reporter_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE content_reports`);
  }
}

type ReportFiledEvent = Extract<EventName, `${string}.report.filed.v1`>;

export interface ReportedItem {
  kind: ReportKind;
  itemId: number;
  // The item's author or owner: never the reporter.
  subjectId: number;
  // The reported text as it is now (cut to REPORT_EXCERPT_MAX).
  text: string;
}

// Records the report and announces it in the caller's transaction (the caller has checked the item is there for the
// reporter): 400 for one's own item, 409 for a second report of the same item by the same member.
export async function fileReport(
  tx: Transaction,
  outbox: Outbox,
  event: ReportFiledEvent,
  item: ReportedItem,
  reporterId: number,
  report: CreateReport,
): Promise<ReportReceipt> {
  if (item.subjectId === reporterId) throw domainError(ModerationErrorCode.ReportOwn);
  const inserted = await queryRows(
    tx,
    `INSERT INTO content_reports (kind, item_id, reporter_id, reason) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`,
    [item.kind, item.itemId, reporterId, report.reason],
  );
  if (inserted.length === 0) throw domainError(ModerationErrorCode.AlreadyReported);
  await outbox.add(tx, event, item.itemId, {
    kind: item.kind,
    itemId: item.itemId,
    subjectId: item.subjectId,
    reporterId,
    reason: report.reason,
    details: report.details,
    excerpt: item.text.slice(0, REPORT_EXCERPT_MAX),
    reportedAt: new Date().toISOString(),
  });
  return { reported: true, message: MODERATION_MESSAGES.reported };
}
