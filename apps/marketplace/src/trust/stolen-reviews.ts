import { Injectable } from '@nestjs/common';
import { Outbox, type Transaction } from '@stave/platform';
import { ListingsRepository, type ListingState } from '../listings/listings.repository';
import { StolenRepository } from './stolen.repository';

// The stolen-gear register's checks (docs/marketplace.md § Stolen gear register): a listing for sale carrying a
// registered serial is never hidden by the registration; a check is opened for the moderators and its seller told.
// Used wherever a listing comes to carry a serial for sale (listed, edited, relisted, restored) or a serial is
// registered, and wherever checks close without a confirmation.
@Injectable()
export class StolenReviews {
  constructor(
    private readonly stolen: StolenRepository,
    private readonly listings: ListingsRepository,
    private readonly outbox: Outbox,
  ) {}

  // Checks of the listings for sale carrying the serial (or of `listingId` only) against its registrations; a seller
  // with no check already open on that listing is told one is. The serial's lock is held.
  async open(tx: Transaction, serialHash: string, listingId?: number): Promise<void> {
    for (const listing of await this.stolen.openMatches(tx, serialHash, listingId ?? null)) {
      await this.outbox.add(tx, 'marketplace.listing.stolen-review.v1', listing.id, {
        listingId: listing.id,
        userId: listing.userId,
        title: listing.title,
        stage: 'opened',
      });
    }
  }

  // After a check of the listing closed without a confirmation (dismissed, or its registration withdrawn). A listing
  // hidden as stolen that no confirmed check holds any more goes back (listings the old rule hid at once waited for
  // this); otherwise its seller hears the check is over once none waits (`closedPending`: this one did). Its
  // allowance row and its row are locked.
  async settle(tx: Transaction, listingId: number, state: ListingState, closedPending: boolean): Promise<void> {
    const { pending, confirmed } = await this.stolen.matchCounts(tx, listingId);
    const payload = { listingId, userId: state.userId, title: state.title };
    if (state.status === 'hidden' && state.hiddenReason === 'stolen' && confirmed === 0) {
      await this.listings.restore(tx, listingId);
      await this.listings.recordAllowance(tx, state.userId, false);
      await this.outbox.add(tx, 'marketplace.listing.moderated.v1', listingId, { ...payload, action: 'restore' });
    } else if (closedPending && pending === 0) {
      await this.outbox.add(tx, 'marketplace.listing.stolen-review.v1', listingId, { ...payload, stage: 'cleared' });
    }
  }
}
