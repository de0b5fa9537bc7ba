import type { Queryable, Transaction } from '@stave/platform';

// What a listing's changes ask of trust (the watch list and the stolen-gear register), in the change's own
// transaction. Declared here so that listings never imports trust (trust asks ListingsService for every change to a
// listing): TrustModule provides it, to every module (docs/marketplace.md § Layout).
export abstract class ListingTrust {
  // The serial number's keyed hash, as the register keeps it; never the number.
  abstract serialHash(serialNumber: string): string;

  // The serial's lock, taken before any other (docs/marketplace.md § Rules and where they live: Lock order).
  abstract lockSerial(tx: Transaction, serialHash: string): Promise<void>;

  // The listing has come to carry the serial while for sale: a check of it against each registration of the serial,
  // its seller told. The serial's lock is held.
  abstract openChecks(tx: Transaction, serialHash: string, listingId: number): Promise<void>;

  // Whether a stolen-gear check of the listing waits for a moderator.
  abstract underReview(tx: Transaction, listingId: number): Promise<boolean>;

  // Which of these listings the member watches.
  abstract savedAmong(db: Queryable, userId: number, listingIds: number[]): Promise<Set<number>>;

  // Those watching the listing, in id order, a batch after `afterUserId`; never its seller.
  abstract watchers(tx: Transaction, listingId: number, sellerId: number, afterUserId: number, limit: number): Promise<number[]>;
}
