import { Injectable } from '@nestjs/common';
import { Outbox, type Transaction } from '@stave/platform';
import { StolenRepository } from './stolen.repository';

// The stolen-gear register's checks (docs/marketplace.md § Stolen gear register): a listing for sale carrying a
// registered serial is never hidden by the registration; a check is opened for the moderators and its seller told.
// Used wherever a listing comes to carry a serial for sale (listed, edited, relisted, restored: ListingTrust.openChecks)
// or a serial is registered. Checks closing without a confirmation: StolenMatchesService.settle.
@Injectable()
export class StolenReviews {
  constructor(
    private readonly stolen: StolenRepository,
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
}
