import { Injectable } from '@nestjs/common';
import { MarketplaceErrorCode, type RegisterStolen, type StolenEntry } from '@stave/contracts';
import { Database, Outbox, domainError, type Transaction } from '@stave/platform';
import { ListingsRepository, type AffectedListing } from '../listings/listings.repository';
import { SerialKey } from './serial-key';
import { StolenRepository, type StolenRow } from './stolen.repository';

// The stolen-gear register: a member registers a serial number as stolen; listings for sale carrying
// it are hidden at once and their sellers told why, and any listed later are hidden as they are made
// (ListingsService). Withdrawing the last entry for a serial puts the listings hidden for it back.
// Changes for one serial run one at a time (StolenRepository.lockSerial, taken before any other lock).
@Injectable()
export class StolenService {
  constructor(
    private readonly database: Database,
    private readonly stolen: StolenRepository,
    private readonly listings: ListingsRepository,
    private readonly serials: SerialKey,
    private readonly outbox: Outbox,
  ) {}

  async register(reporterId: number, entry: RegisterStolen): Promise<StolenEntry> {
    const { hash, hint } = this.serials.digest(entry.serialNumber!);
    const id = await this.database.transaction(async (tx) => {
      await this.stolen.lockSerial(tx, hash);
      const id = await this.stolen.insert(tx, reporterId, {
        serialHash: hash,
        serialHint: hint,
        brand: entry.brand ?? null,
        model: entry.model ?? null,
        description: entry.description ?? null,
      });
      if (id === null) throw domainError(MarketplaceErrorCode.SerialAlreadyRegistered, { path: 'serialNumber' });
      await this.changeListings(tx, hash, 'hide');
      return id;
    });
    return this.entryOf(reporterId, id);
  }

  async mine(reporterId: number): Promise<StolenEntry[]> {
    return (await this.stolen.find(this.database.pool, reporterId)).map(entryView);
  }

  // Someone else's entry answers 404, as one that does not exist.
  async withdraw(reporterId: number, id: number): Promise<void> {
    await this.database.transaction(async (tx) => {
      const removed = await this.stolen.delete(tx, reporterId, id);
      if (!removed) throw domainError(MarketplaceErrorCode.StolenEntryNotFound);
      await this.stolen.lockSerial(tx, removed.serialHash);
      if (!(await this.stolen.isRegistered(tx, removed.serialHash))) await this.changeListings(tx, removed.serialHash, 'restore');
    });
  }

  // Sellers' allowance rows are locked (in id order) before their listings, as every listing change does.
  private async changeListings(tx: Transaction, serialHash: string, change: 'hide' | 'restore'): Promise<void> {
    const sellers = await this.listings.sellersWithSerial(tx, serialHash, change === 'restore' ? 'stolen' : undefined);
    for (const seller of sellers) await this.listings.lockAllowance(tx, seller);
    const affected: AffectedListing[] =
      change === 'hide' ? await this.listings.hideWithSerial(tx, serialHash) : await this.listings.restoreWithSerial(tx, serialHash);
    for (const seller of new Set(affected.map((listing) => listing.userId))) await this.listings.recordAllowance(tx, seller, false);
    for (const listing of affected) {
      const payload = { listingId: listing.id, userId: listing.userId, title: listing.title };
      if (change === 'hide') await this.outbox.add(tx, 'marketplace.listing.hidden.v1', listing.id, { ...payload, reason: 'stolen' });
      else await this.outbox.add(tx, 'marketplace.listing.moderated.v1', listing.id, { ...payload, action: 'restore' });
    }
  }

  private async entryOf(reporterId: number, id: number): Promise<StolenEntry> {
    const [row] = await this.stolen.find(this.database.pool, reporterId, id);
    return entryView(row!);
  }
}

function entryView(row: StolenRow): StolenEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
