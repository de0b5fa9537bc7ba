import { Injectable } from '@nestjs/common';
import type { Queryable, Transaction } from '@stave/platform';
import { ListingTrust } from '../listings/listing-trust';
import { SavedRepository } from './saved.repository';
import { SerialKey } from './serial-key';
import { StolenRepository } from './stolen.repository';
import { StolenReviews } from './stolen-reviews';

// Trust's answers to a listing's changes (ListingTrust): the watch list and the stolen-gear register. Nothing here
// asks ListingsService, which depends on it.
@Injectable()
export class TrustForListings implements ListingTrust {
  constructor(
    private readonly serials: SerialKey,
    private readonly stolen: StolenRepository,
    private readonly reviews: StolenReviews,
    private readonly saved: SavedRepository,
  ) {}

  serialHash(serialNumber: string): string {
    return this.serials.digest(serialNumber).hash;
  }

  lockSerial(tx: Transaction, serialHash: string): Promise<void> {
    return this.stolen.lockSerial(tx, serialHash);
  }

  openChecks(tx: Transaction, serialHash: string, listingId: number): Promise<void> {
    return this.reviews.open(tx, serialHash, listingId);
  }

  async underReview(tx: Transaction, listingId: number): Promise<boolean> {
    return (await this.stolen.matchCounts(tx, listingId)).pending > 0;
  }

  savedAmong(db: Queryable, userId: number, listingIds: number[]): Promise<Set<number>> {
    return this.saved.savedAmong(db, userId, listingIds);
  }

  watchers(tx: Transaction, listingId: number, sellerId: number, afterUserId: number, limit: number): Promise<number[]> {
    return this.saved.watchers(tx, listingId, sellerId, afterUserId, limit);
  }
}
