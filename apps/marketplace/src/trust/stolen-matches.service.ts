import { Inject, Injectable } from '@nestjs/common';
import {
  MODERATION_PAGE_SIZE,
  MarketplaceErrorCode,
  type StolenMatch,
  type StolenMatchDecision,
  type StolenMatchesPage,
  type StolenMatchesQuery,
} from '@stave/contracts';
import { APP_CONFIG, Database, Outbox, domainError, type Transaction } from '@stave/platform';
import type { MarketplaceEnv } from '../config';
import { ListingsService, type ListingState } from '../listings/listings.service';
import { StolenMatchesRepository, type StolenMatchRow } from './stolen-matches.repository';
import { StolenRepository } from './stolen.repository';

// The moderators' side of the stolen-gear register (MARKETPLACE_MODERATORS): each check of a listing against a
// registration, with both sides' evidence, confirmed or dismissed. Confirming hides the listing (its seller is told,
// not by whom it was registered); dismissing changes nothing for it. Both keep their data: the registration stays
// its registrant's, the listing its seller's. Nobody decides a check on their own listing or registration.
@Injectable()
export class StolenMatchesService {
  private readonly moderators: ReadonlySet<number>;

  constructor(
    private readonly database: Database,
    private readonly matches: StolenMatchesRepository,
    private readonly stolen: StolenRepository,
    private readonly listings: ListingsService,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) config: MarketplaceEnv,
  ) {
    this.moderators = new Set(config.MARKETPLACE_MODERATORS);
  }

  async queue(moderatorId: number, query: StolenMatchesQuery): Promise<StolenMatchesPage> {
    this.checkModerator(moderatorId);
    const limit = MODERATION_PAGE_SIZE;
    const { rows, total } = await this.matches.page(this.database.pool, query.status, (query.page - 1) * limit, limit);
    return { matches: rows.map(matchView), pagination: { page: query.page, limit, total, totalPages: Math.ceil(total / limit) } };
  }

  async get(moderatorId: number, id: number): Promise<StolenMatch> {
    this.checkModerator(moderatorId);
    const row = await this.matches.find(this.database.pool, id);
    if (!row) throw domainError(MarketplaceErrorCode.StolenMatchNotFound);
    return matchView(row);
  }

  // Locks as every serial and listing change: the serials (the registration's, and the listing's if its seller
  // changed it since), the seller's allowance row, the listing, then the check.
  async decide(moderatorId: number, id: number, { decision, notes }: StolenMatchDecision): Promise<StolenMatch> {
    this.checkModerator(moderatorId);
    const head = await this.matches.head(this.database.pool, id);
    if (!head) throw domainError(MarketplaceErrorCode.StolenMatchNotFound);
    if (head.registrantId === moderatorId || head.sellerId === moderatorId) throw domainError(MarketplaceErrorCode.StolenMatchOwn);
    await this.database.transaction(async (tx) => {
      await this.stolen.lockSerials(tx, head.serialHashes);
      const [listing] = await this.listings.lockForChanges(tx, [head.listingId]);
      const status = await this.matches.lockStatus(tx, id);
      if (!listing || !status) throw domainError(MarketplaceErrorCode.StolenMatchNotFound);
      if (status !== 'pending') throw domainError(MarketplaceErrorCode.StolenMatchDecided);
      await this.matches.decide(tx, id, decision === 'confirm' ? 'confirmed' : 'dismissed', moderatorId, notes ?? null);
      const { state } = listing;
      if (decision === 'dismiss') return this.settle(tx, head.listingId, state, true);
      // Confirmed: off the market whatever it was doing (sold and expired ones too: the record stays, hidden), unless
      // a moderator removed it already.
      if (state.status === 'removed' || (state.status === 'hidden' && state.hiddenReason === 'stolen')) return;
      await this.listings.hide(tx, head.listingId, state, 'stolen');
    });
    return this.get(moderatorId, id);
  }

  // After a check of the listing closed without a confirmation (dismissed, or its registration withdrawn:
  // StolenService). A listing hidden as stolen that no confirmed check holds any more goes back (listings the old rule
  // hid at once waited for this); otherwise its seller hears the check is over once none waits (`closedPending`: this
  // one did). Its allowance row and its row are locked (ListingsService.lockForChanges).
  async settle(tx: Transaction, listingId: number, state: ListingState, closedPending: boolean): Promise<void> {
    const { pending, confirmed } = await this.stolen.matchCounts(tx, listingId);
    if (state.status === 'hidden' && state.hiddenReason === 'stolen' && confirmed === 0) {
      await this.listings.restore(tx, listingId, state, false);
    } else if (closedPending && pending === 0) {
      await this.outbox.add(tx, 'marketplace.listing.stolen-review.v1', listingId, { listingId, userId: state.userId, title: state.title, stage: 'cleared' });
    }
  }

  private checkModerator(userId: number): void {
    if (!this.moderators.has(userId)) throw domainError(MarketplaceErrorCode.ModeratorsOnly);
  }
}

function matchView(row: StolenMatchRow): StolenMatch {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    registration: { ...row.registration, registeredAt: new Date(row.registration.registeredAt).toISOString() },
    listing: { ...row.listing, price: Number(row.listing.price), listedAt: new Date(row.listing.listedAt).toISOString() },
  };
}
