import { Injectable } from '@nestjs/common';
import { CommonErrorCode, MarketplaceErrorCode, STOLEN_REGISTRATIONS_PER_DAY, type RegisterStolen, type StolenEntry } from '@stave/contracts';
import { Database, RateCounter, domainError } from '@stave/platform';
import { ListingsService } from '../listings/listings.service';
import { SerialKey } from './serial-key';
import { StolenMatchesService } from './stolen-matches.service';
import { StolenRepository, type StolenRow } from './stolen.repository';
import { StolenReviews } from './stolen-reviews';

const DAY_MS = 24 * 60 * 60 * 1000;

// The stolen-gear register from the registrant's side: a member registers a serial number as stolen, with the
// evidence a moderator weighs; each listing for sale carrying it gets a check in the moderators' queue (and so does
// any listed later: ListingsService, through ListingTrust), and nothing is hidden until a moderator confirms one
// (StolenMatchesService).
// The registrant learns nothing about listings: the register is not a way to ask whether a serial is for sale.
// Changes for one serial run one at a time (StolenRepository.lockSerial, taken before any other lock).
@Injectable()
export class StolenService {
  constructor(
    private readonly database: Database,
    private readonly stolen: StolenRepository,
    private readonly listings: ListingsService,
    private readonly reviews: StolenReviews,
    private readonly matches: StolenMatchesService,
    private readonly serials: SerialKey,
    private readonly rates: RateCounter,
  ) {}

  // STOLEN_REGISTRATIONS_PER_DAY a member: each registration can put listings in the queue and tell their sellers.
  async register(reporterId: number, entry: RegisterStolen): Promise<StolenEntry> {
    await this.withinDailyLimit(reporterId);
    const { hash, hint } = this.serials.digest(entry.serialNumber!);
    const id = await this.database.transaction(async (tx) => {
      await this.stolen.lockSerial(tx, hash);
      const id = await this.stolen.insert(tx, reporterId, {
        serialHash: hash,
        serialHint: hint,
        brand: entry.brand ?? null,
        model: entry.model ?? null,
        stolenOn: entry.stolenOn ?? null,
        crimeReference: entry.crimeReference ?? null,
        description: entry.description ?? null,
      });
      if (id === null) throw domainError(MarketplaceErrorCode.SerialAlreadyRegistered, { path: 'serialNumber' });
      await this.reviews.open(tx, hash);
      return id;
    });
    const [row] = await this.stolen.findOwn(this.database.pool, reporterId, id);
    return entryView(row!);
  }

  async mine(reporterId: number): Promise<StolenEntry[]> {
    return (await this.stolen.findOwn(this.database.pool, reporterId)).map(entryView);
  }

  // Someone else's entry answers 404, as one that does not exist. Its checks close with it: their sellers hear the
  // check is over, and a listing hidden on its confirmation alone goes back.
  async withdraw(reporterId: number, id: number): Promise<void> {
    const own = await this.stolen.ownSerial(this.database.pool, reporterId, id);
    if (!own) throw domainError(MarketplaceErrorCode.StolenEntryNotFound);
    await this.database.transaction(async (tx) => {
      await this.stolen.lockSerial(tx, own.serialHash);
      const closed = await this.stolen.delete(tx, reporterId, id);
      if (!closed) throw domainError(MarketplaceErrorCode.StolenEntryNotFound);
      // Sellers' allowance rows are locked (in id order) before their listings, as every listing change does; each check
      // closes (StolenMatchesService.settle).
      const pending = new Set(closed.filter((match) => match.status === 'pending').map((match) => match.listingId));
      const listings = await this.listings.lockForChanges(
        tx,
        closed.map((match) => match.listingId),
      );
      for (const { id: listingId, state } of listings) await this.matches.settle(tx, listingId, state, pending.has(listingId));
    });
  }

  // Counted in Redis per member; when it cannot count, no registration (503) rather than an unlimited one.
  private async withinDailyLimit(reporterId: number): Promise<void> {
    let hit: Awaited<ReturnType<RateCounter['hit']>>;
    try {
      hit = await this.rates.hit(`marketplace:stolen:${reporterId}`, DAY_MS);
    } catch {
      throw domainError(CommonErrorCode.DependencyUnavailable);
    }
    if (hit.count > STOLEN_REGISTRATIONS_PER_DAY) {
      throw domainError(MarketplaceErrorCode.TooManyStolen, { headers: { 'retry-after': String(Math.max(1, Math.ceil(hit.resetInMs / 1000))) } });
    }
  }
}

function entryView(row: StolenRow): StolenEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
