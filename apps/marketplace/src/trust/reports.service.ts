import { Inject, Injectable } from '@nestjs/common';
import {
  LISTING_REPORT_WEIGHT_TO_HIDE,
  MODERATION_PAGE_SIZE,
  MarketplaceErrorCode,
  REPORT_EXCERPT_MAX,
  type CreateListingReport,
  type ListingReportReason,
  type ReportReason,
  type ListingReport,
  type ModerationDecision,
  type ModerationQuery,
  type ModerationReport,
  type ModerationReportsPage,
} from '@stave/contracts';
import { APP_CONFIG, Database, DomainError, Outbox, domainError, type Transaction } from '@stave/platform';
import type { MarketplaceEnv } from '../config';
import { ListingsService, type ListingState } from '../listings/listings.service';
import { ReportsRepository, type ModerationRow, type ReportRow } from './reports.repository';

// The marketplace's reasons as the moderation queue's.
const QUEUE_REASON: Record<ListingReportReason, ReportReason> = {
  spam: 'spam',
  inappropriate: 'inappropriate',
  fake: 'scam',
  overpriced: 'other',
  other: 'other',
};

// Reports (listing_reports): one per member and listing, each in the moderators' queue. They hide the
// listing once their reporters' weights reach LISTING_REPORT_WEIGHT_TO_HIDE (docs/marketplace.md § Reports: who
// counts): new accounts and members whose reports were mostly wrong weigh nothing, and a reason a moderator already
// ruled on by restoring the listing no longer counts. Moderators (MARKETPLACE_MODERATORS) decide, restoring the
// listing to sale or removing it; every decision is kept.
@Injectable()
export class ReportsService {
  private readonly moderators: ReadonlySet<number>;

  constructor(
    private readonly database: Database,
    private readonly reports: ReportsRepository,
    private readonly listings: ListingsService,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) config: MarketplaceEnv,
  ) {
    this.moderators = new Set(config.MARKETPLACE_MODERATORS);
  }

  isModerator(userId: number): boolean {
    return this.moderators.has(userId);
  }

  // A listing one can see (for sale) can be reported, once, and never one's own.
  async report(reporterId: number, listingId: number, report: CreateListingReport): Promise<ListingReport> {
    const row = await this.database.transaction(async (tx) => {
      const state = await this.listings.lockForChange(tx, listingId);
      if (state.status !== 'active') throw domainError(MarketplaceErrorCode.ListingNotFound);
      if (state.userId === reporterId) throw domainError(MarketplaceErrorCode.ReportOwnListing);
      const row = await this.reports.insert(tx, listingId, reporterId, report.reason, report.description ?? null);
      if (!row) throw domainError(MarketplaceErrorCode.ReportExists);
      await this.listings.countReport(tx, listingId);
      await this.outbox.add(tx, 'marketplace.listing.reported.v1', listingId, { reportId: row.id, listingId, reporterId, reason: report.reason });
      // Identity's moderation queue, across every kind of item, sees it too.
      await this.outbox.add(tx, 'marketplace.report.filed.v1', listingId, {
        kind: 'listing',
        itemId: listingId,
        subjectId: state.userId,
        reporterId,
        reason: QUEUE_REASON[report.reason],
        details: report.description ?? null,
        excerpt: state.title.slice(0, REPORT_EXCERPT_MAX),
        reportedAt: new Date().toISOString(),
      });
      if ((await this.reports.pendingWeight(tx, listingId)) >= LISTING_REPORT_WEIGHT_TO_HIDE) await this.listings.hide(tx, listingId, state, 'reports');
      return row;
    });
    return reportView(row);
  }

  async queue(moderatorId: number, query: ModerationQuery): Promise<ModerationReportsPage> {
    this.checkModerator(moderatorId);
    const limit = MODERATION_PAGE_SIZE;
    const { rows, total } = await this.reports.page(this.database.pool, query.status, (query.page - 1) * limit, limit);
    return { reports: rows.map(moderationView), pagination: { page: query.page, limit, total, totalPages: Math.ceil(total / limit) } };
  }

  // The decision on a report, recorded. Restoring puts a hidden or removed listing back (its other
  // pending reports are marked reviewed, and their reasons no longer count toward hiding it; a serial it
  // carries is checked against the stolen register as a listing back on sale is); removing takes it
  // off for good (its other pending reports resolved). The seller is told either way.
  async decide(moderatorId: number, reportId: number, decision: ModerationDecision): Promise<ModerationReport> {
    this.checkModerator(moderatorId);
    const listingId = (await this.reports.listingOf(this.database.pool, reportId))?.listingId;
    if (listingId === undefined) throw domainError(MarketplaceErrorCode.ReportNotFound);
    await this.database.transaction(async (tx) => {
      const listing = await this.listings.lockForChange(tx, listingId);
      if (!(await this.reports.lock(tx, reportId))) throw domainError(MarketplaceErrorCode.ReportNotFound);
      const recorded = { moderatorId, status: decision.status, listingAction: decision.listingAction, notes: decision.adminNotes ?? null };
      await this.reports.decide(tx, reportId, listingId, recorded);
      const restore = decision.listingAction === 'restore' && (listing.status === 'hidden' || listing.status === 'removed');
      const remove = decision.listingAction === 'remove' && listing.status !== 'removed';
      if (restore) {
        await this.reports.settleOthers(tx, listingId, reportId, { ...recorded, status: 'reviewed' });
        await this.listings.restore(tx, listingId, listing, true);
      } else if (remove) {
        await this.reports.settleOthers(tx, listingId, reportId, { ...recorded, status: 'resolved' });
        await this.listings.remove(tx, listingId, listing);
      }
    });
    return moderationView((await this.reports.findForModerators(this.database.pool, reportId))!);
  }

  // A moderator's decision in identity's queue took the listing down, as a marketplace moderator's remove
  // does; nothing when it is gone or removed already.
  async removeByModeration(tx: Transaction, listingId: number, sellerId: number): Promise<void> {
    let listing: ListingState;
    try {
      listing = await this.listings.lockForChange(tx, listingId, sellerId);
    } catch (error) {
      if (error instanceof DomainError) return;
      throw error;
    }
    if (listing.status !== 'removed') await this.listings.remove(tx, listingId, listing);
  }

  private checkModerator(userId: number): void {
    if (!this.isModerator(userId)) throw domainError(MarketplaceErrorCode.ModeratorsOnly);
  }
}

function reportView(row: ReportRow): ListingReport {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function moderationView(row: ModerationRow): ModerationReport {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    decisions: row.decisions.map((decision) => ({ ...decision, createdAt: new Date(decision.createdAt).toISOString() })),
  };
}
