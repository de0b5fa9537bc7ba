import { Injectable } from '@nestjs/common';
import type { CreateReport, ReportKind, ReportReceipt } from '@stave/contracts';
import { Database, Outbox } from '@stave/platform';
import { fileReport, type ReportedItem } from '@stave/domain';
import { CollaborationsService } from '../collaborations/collaborations.service';
import { EventsService } from '../events/events.service';
import { JobsService } from '../jobs/jobs.service';

const text = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join('\n');

// Jobs, events and calls reported to the moderators (identity's queue). Each must be there for the reporter
// as its page shows it (a blocked member's is not: 404); once per member and item, never one's own.
@Injectable()
export class ReportsService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly jobs: JobsService,
    private readonly events: EventsService,
    private readonly collaborations: CollaborationsService,
  ) {}

  async report(kind: Extract<ReportKind, 'job' | 'event' | 'collaboration'>, reporterId: number, itemId: number, report: CreateReport): Promise<ReportReceipt> {
    const item = await this.reported(kind, reporterId, itemId);
    return this.database.transaction((tx) => fileReport(tx, this.outbox, 'jobs-events.report.filed.v1', item, reporterId, report));
  }

  private async reported(kind: 'job' | 'event' | 'collaboration', reporterId: number, itemId: number): Promise<ReportedItem> {
    if (kind === 'job') {
      const job = await this.jobs.get(reporterId, itemId);
      return { kind, itemId, subjectId: job.userId, text: text(job.title, job.companyName, job.description) };
    }
    if (kind === 'event') {
      const event = await this.events.get(reporterId, itemId);
      return { kind, itemId, subjectId: event.userId, text: text(event.title, event.location, event.description) };
    }
    const call = await this.collaborations.get(reporterId, itemId);
    return { kind, itemId, subjectId: call.userId, text: text(call.title, call.description) };
  }
}
