import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  CommonErrorCode,
  LISTING_EXPIRY_REMINDER_DAYS,
  LISTING_LIFETIME_DAYS,
  LISTING_MESSAGES,
  LISTING_WATCHERS_PER_MESSAGE,
  PLANS,
  UNLIMITED,
  type ListingAllowance,
  MarketplaceErrorCode,
  type CreateListing,
  type ListingsPage,
  type ListingsQuery,
  type ListingView,
  type TeamAction,
  type UpdateListing,
  LISTINGS_DEFAULT_WITHIN_MILES,
  milesBetween,
  type LatLng,
} from '@stave/contracts';
import { APP_CONFIG, Clock, Database, Outbox, domainError, type Queryable, type Transaction } from '@stave/platform';
import { blockedBetween, findUserSummary, memberTier, placeOfTyped, recordTeamAction, type Acting, type NoPlace, type Place } from '@stave/domain';
import { CategoriesService } from '../categories/categories.service';
import type { MarketplaceEnv } from '../config';
import { ListingTrust } from './listing-trust';
import { memberViewer } from './listing-viewer';
import { ListingsRepository, type ListingRow, type ListingState } from './listings.repository';
import { PhotoFiles, keyOfUrl } from './photo-files';
import { PhotosRepository } from './photos.repository';

export type { ListingState } from './listings.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;
const SWEEP_MAX_BATCHES = 100;
const SAVED_MAX = 200;

const listingNotFound = () => domainError(MarketplaceErrorCode.ListingNotFound);

@Injectable()
export class ListingsService {
  // Moderators see listings off sale too (a reported one they are deciding on).
  private readonly moderators: ReadonlySet<number>;

  constructor(
    private readonly database: Database,
    private readonly listings: ListingsRepository,
    private readonly categories: CategoriesService,
    private readonly photos: PhotosRepository,
    private readonly files: PhotoFiles,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly trust: ListingTrust,
    @Inject(APP_CONFIG) config: MarketplaceEnv,
  ) {
    this.moderators = new Set(config.MARKETPLACE_MODERATORS);
  }

  // Within the seller's plan allowance (counted with their allowance row locked, so parallel listings
  // count one at a time); for sale LISTING_LIFETIME_DAYS. A serial number on the stolen register opens a
  // moderator's check of it (ListingTrust.openChecks): it stays for sale meanwhile.
  // As the member, or as the business they are on the team of (acting.ownerId sells it, within the business's
  // allowance; the member is recorded as the actor).
  async create(acting: Acting, listing: CreateListing): Promise<ListingView> {
    const sellerId = acting.ownerId;
    const now = this.clock.now();
    const serialHash = listing.serialNumber ? this.trust.serialHash(listing.serialNumber) : null;
    const place = placeOfTyped(listing.postcode ?? null, 'postcode');
    const id = await this.database.transaction(async (tx) => {
      // Locks in one order everywhere: the serial, the seller's allowance, the listing.
      if (serialHash !== null) await this.trust.lockSerial(tx, serialHash);
      await this.checkCategory(tx, listing.categoryId);
      await this.checkAllowance(tx, sellerId);
      const id = await this.listings.insert(
        tx,
        acting,
        {
          title: listing.title,
          description: listing.description,
          price: listing.price,
          currency: listing.currency,
          categoryId: listing.categoryId,
          condition: listing.condition,
          brand: listing.brand ?? null,
          model: listing.model ?? null,
          year: listing.year ?? null,
          location: listing.location,
          ...withoutRegion(place),
          contactMethod: listing.contactMethod,
          externalContact: listing.contactMethod === 'external' ? (listing.externalContact ?? null) : null,
          serialHash,
        },
        new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
      );
      await this.listings.recordAllowance(tx, sellerId, true);
      await this.outbox.add(tx, 'marketplace.listing.created.v1', id, {
        listingId: id,
        userId: sellerId,
        title: listing.title,
        price: listing.price,
        currency: listing.currency,
        categoryId: listing.categoryId,
      });
      if (serialHash !== null) await this.trust.openChecks(tx, serialHash, id);
      await this.recordAction(tx, acting, 'listing.created', { id, title: listing.title });
      return id;
    });
    return this.get(sellerId, id);
  }

  // A listing no longer for sale (sold, expired, hidden, removed) is its seller's alone to see, and
  // the moderators'.
  async get(viewerId: number | undefined, id: number, db: Queryable = this.database.pool): Promise<ListingView> {
    const row = await this.listings.find(db, id);
    const privileged = viewerId !== undefined && (row?.userId === viewerId || this.moderators.has(viewerId));
    if (!row || (row.status !== 'active' && !privileged)) throw listingNotFound();
    // A listing of a member either of whom has blocked the viewer is not there for them.
    if (viewerId !== undefined && row.userId !== viewerId && (await blockedBetween(db, viewerId, row.userId))) throw listingNotFound();
    return (await this.views([row], viewerId, db))[0]!;
  }

  // Listings as a viewer sees them, with which of them they watch (one statement for the lot).
  async views(rows: ListingRow[], viewerId: number | undefined, db: Queryable = this.database.pool): Promise<ListingView[]> {
    const saved =
      viewerId === undefined
        ? new Set<number>()
        : await this.trust.savedAmong(
            db,
            viewerId,
            rows.map((row) => row.id),
          );
    return rows.map((row) => view(row, viewerId, saved.has(row.id)));
  }

  // The listing page: a view counts once a viewer (a member, or a visitor's address) a London day,
  // never the seller's own.
  async open(viewerId: number | undefined, visitorAddress: string, id: number): Promise<ListingView> {
    const listing = await this.get(viewerId, id);
    if (listing.userId !== viewerId) {
      const viewer = viewerId === undefined ? `a:${createHash('sha256').update(visitorAddress).digest('base64url')}` : memberViewer(viewerId);
      await this.listings.countView(id, viewer);
    }
    return listing;
  }

  async allowance(sellerId: number): Promise<ListingAllowance> {
    const limit = await this.limitOf(this.database.pool, sellerId);
    return { activeListings: await this.listings.countActive(this.database.pool, sellerId), limit };
  }

  // Off the market; those watching it are told.
  async markSold(acting: Acting, id: number): Promise<ListingView> {
    const sellerId = acting.ownerId;
    await this.database.transaction(async (tx) => {
      const state = await this.lockForChange(tx, id, sellerId);
      if (state.status !== 'active') throw domainError(MarketplaceErrorCode.NotForSale);
      await this.listings.setStatus(tx, id, 'sold');
      await this.listings.recordAllowance(tx, sellerId, false);
      await this.outbox.add(tx, 'marketplace.listing.sold.v1', id, { listingId: id, userId: sellerId, title: state.title });
      await this.tellWatchers(tx, id, state, 'sold', state.price);
      await this.recordAction(tx, acting, 'listing.sold', { id, title: state.title });
    });
    return this.get(sellerId, id);
  }

  // Sold or expired, back on sale for another period (within the allowance), its serial checked against the
  // stolen register again; a hidden or removed one waits for a moderator.
  async relist(acting: Acting, id: number): Promise<ListingView> {
    const sellerId = acting.ownerId;
    await this.database.transaction(async (tx) => {
      const state = await this.lockForChange(tx, id, sellerId);
      if (state.status === 'active') throw domainError(MarketplaceErrorCode.AlreadyForSale);
      if (state.status === 'hidden' || state.status === 'removed') throw domainError(MarketplaceErrorCode.ListingHidden);
      await this.checkAllowance(tx, sellerId);
      await this.listings.setStatus(tx, id, 'active', new Date(this.clock.now().getTime() + LISTING_LIFETIME_DAYS * DAY_MS));
      await this.listings.recordAllowance(tx, sellerId, false);
      if (state.serialHash !== null) await this.trust.openChecks(tx, state.serialHash, id);
      await this.recordAction(tx, acting, 'listing.relisted', { id, title: state.title });
    });
    return this.get(sellerId, id);
  }

  async renew(acting: Acting, id: number): Promise<ListingView> {
    const sellerId = acting.ownerId;
    await this.database.transaction(async (tx) => {
      const state = await this.listings.lockState(tx, id, sellerId);
      if (!state) throw listingNotFound();
      if (state.status !== 'active') throw domainError(MarketplaceErrorCode.NotForSale);
      await this.listings.setStatus(tx, id, 'active', new Date(this.clock.now().getTime() + LISTING_LIFETIME_DAYS * DAY_MS));
      await this.recordAction(tx, acting, 'listing.renewed', { id, title: state.title });
    });
    return this.get(sellerId, id);
  }

  // The expiry job's run: listings past their date expire; sellers of those within
  // LISTING_EXPIRY_REMINDER_DAYS of it are reminded once (social writes the line).
  async sweepExpiry(signal?: AbortSignal): Promise<{ expired: number; reminded: number }> {
    const now = this.clock.now();
    let expired = 0;
    let reminded = 0;
    for (let batch = 0; batch < SWEEP_MAX_BATCHES && !signal?.aborted; batch++) {
      const count = await this.listings.expireDue(now, SWEEP_BATCH);
      expired += count;
      if (count < SWEEP_BATCH) break;
    }
    const remindBefore = new Date(now.getTime() + LISTING_EXPIRY_REMINDER_DAYS * DAY_MS);
    for (let batch = 0; batch < SWEEP_MAX_BATCHES && !signal?.aborted; batch++) {
      const due = await this.database.transaction(async (tx) => {
        const rows = await this.listings.dueReminders(tx, remindBefore, SWEEP_BATCH);
        for (const row of rows) {
          await this.outbox.add(tx, 'marketplace.listing.expiring.v1', row.id, {
            listingId: row.id,
            userId: row.userId,
            title: row.title,
            expiresAt: row.expiresAt.toISOString(),
          });
        }
        return rows.length;
      });
      reminded += due;
      if (due < SWEEP_BATCH) break;
    }
    await this.listings.forgetOldViews();
    return { expired, reminded };
  }

  async list(viewerId: number | undefined, query: ListingsQuery): Promise<ListingsPage> {
    const search = query.search || undefined;
    const nearby = query.near ? placeOfTyped(query.near, 'near') : undefined;
    const near = nearby && nearby.lat !== null ? nearby : undefined;
    const { rows, total } = await this.listings.list({
      viewerId,
      search,
      categoryId: query.categoryId,
      condition: query.condition,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      location: query.location || undefined,
      near: near && { centre: near, miles: query.withinMiles ?? LISTINGS_DEFAULT_WITHIN_MILES },
      sellerId: query.sellerId,
      sort: query.sort ?? (search ? 'relevance' : 'newest'),
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    const listings = await this.views(rows, viewerId);
    return {
      listings: near ? listings.map((listing, i) => ({ ...listing, distanceMiles: distance(near, rows[i]!) })) : listings,
      pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async mine(sellerId: number): Promise<ListingView[]> {
    return this.views(await this.listings.mine(sellerId), sellerId);
  }

  // The watch list: what the member saved that is for sale, or sold since.
  async savedBy(userId: number): Promise<ListingView[]> {
    return (await this.listings.saved(userId, SAVED_MAX)).map((row) => view(row, userId, true));
  }

  // Someone else's listing answers 404, as one that does not exist. A lower price is told to those
  // watching; a serial number on the stolen register opens a moderator's check.
  async update(acting: Acting, id: number, changes: UpdateListing): Promise<ListingView> {
    const sellerId = acting.ownerId;
    const { serialNumber, postcode, ...rest } = changes;
    const fields = postcode === undefined ? rest : { ...rest, ...withoutRegion(placeOfTyped(postcode, 'postcode')) };
    const serialHash = serialNumber ? this.trust.serialHash(serialNumber) : serialNumber;
    return this.database.transaction(async (tx) => {
      if (typeof serialHash === 'string') await this.trust.lockSerial(tx, serialHash);
      const current = await this.lockForChange(tx, id, sellerId);
      if (fields.categoryId !== undefined) await this.checkCategory(tx, fields.categoryId);
      const contactMethod = fields.contactMethod ?? current.contactMethod;
      const externalContact = fields.externalContact === undefined ? current.externalContact : fields.externalContact;
      if (contactMethod === 'external' && !externalContact) {
        throw domainError(CommonErrorCode.Validation, { message: LISTING_MESSAGES.externalContactRequired, path: 'externalContact' });
      }
      await this.listings.update(tx, id, { ...fields, serialHash, externalContact: contactMethod === 'external' ? externalContact : null });
      const title = fields.title ?? current.title;
      const price = fields.price ?? current.price;
      const currency = fields.currency ?? current.currency;
      await this.outbox.add(tx, 'marketplace.listing.updated.v1', id, { listingId: id, userId: sellerId, title, price, currency });
      if (current.status === 'active' && currency === current.currency && Number(price) < Number(current.price)) {
        await this.tellWatchers(tx, id, { ...current, title, currency }, 'price_drop', price, current.price);
      }
      if (current.status === 'active' && typeof serialHash === 'string') await this.trust.openChecks(tx, serialHash, id);
      await this.recordAction(tx, acting, 'listing.edited', { id, title });
      return this.get(sellerId, id, tx);
    });
  }

  // The photos' files go once the listing has. Not while a stolen-gear check of it waits: the moderators' (and the
  // police's) evidence does not vanish at its seller's hand.
  async delete(acting: Acting, id: number): Promise<void> {
    const sellerId = acting.ownerId;
    const urls = await this.database.transaction(async (tx) => {
      const state = await this.lockForChange(tx, id, sellerId);
      if (await this.trust.underReview(tx, id)) throw domainError(MarketplaceErrorCode.ListingUnderReview);
      const urls = await this.photos.urlsOf(tx, id);
      await this.listings.delete(tx, id);
      await this.listings.recordAllowance(tx, sellerId, false);
      await this.outbox.add(tx, 'marketplace.listing.deleted.v1', id, { listingId: id, userId: sellerId });
      await this.recordAction(tx, acting, 'listing.deleted', { id, title: state.title });
      return urls;
    });
    await this.files.discard(urls.map(keyOfUrl));
  }

  // Locks a listing for a change of its state, in the order every change takes them: its serial
  // (register changes), its seller's allowance row, the listing. With `sellerId`, someone else's
  // listing answers 404.
  async lockForChange(tx: Transaction, id: number, sellerId?: number): Promise<ListingState> {
    const peek = await this.listings.peek(tx, id);
    if (!peek || (sellerId !== undefined && peek.userId !== sellerId)) throw listingNotFound();
    if (peek.serialHash) await this.trust.lockSerial(tx, peek.serialHash);
    await this.listings.lockAllowance(tx, peek.userId);
    const state = await this.listings.lockState(tx, id, peek.userId);
    if (!state) throw listingNotFound();
    return state;
  }

  // Listings locked for changes the stolen-gear register makes (a check decided, an entry withdrawn), whose serials'
  // locks the caller holds: their sellers' allowance rows in id order, then each listing's row in the order given.
  // Those gone are left out.
  async lockForChanges(tx: Transaction, ids: number[]): Promise<Array<{ id: number; state: ListingState }>> {
    const sellers = new Map<number, number>();
    for (const id of ids) {
      const peek = await this.listings.peek(tx, id);
      if (peek) sellers.set(id, peek.userId);
    }
    for (const sellerId of [...new Set(sellers.values())].sort((a, b) => a - b)) await this.listings.lockAllowance(tx, sellerId);
    const locked = [];
    for (const id of sellers.keys()) {
      const state = await this.listings.lockState(tx, id);
      if (state) locked.push({ id, state });
    }
    return locked;
  }

  // What trust's reports and moderators do to a listing, in their transaction, once it is locked (lockForChange,
  // lockForChanges). A report counts on the listing (reported_count).
  async countReport(tx: Transaction, id: number): Promise<void> {
    await this.listings.countReport(tx, id);
  }

  // Off sale before a moderator looks (reports that count, or a confirmed stolen-gear check); its seller is told why.
  async hide(tx: Transaction, id: number, listing: ListingState, reason: 'reports' | 'stolen'): Promise<void> {
    await this.listings.setStatus(tx, id, 'hidden', undefined, reason);
    await this.listings.recordAllowance(tx, listing.userId, false);
    await this.outbox.add(tx, 'marketplace.listing.hidden.v1', id, { listingId: id, userId: listing.userId, title: listing.title, reason });
  }

  // Back on sale (or expired, if its time ran out) by a moderator's decision; its seller is told. Restored over reports
  // (`recheckSerial`), its serial is checked against the register again, as any listing back on sale is; one the
  // register itself hid goes back without new checks when no confirmed one holds it any more.
  async restore(tx: Transaction, id: number, listing: ListingState, recheckSerial: boolean): Promise<void> {
    await this.listings.restore(tx, id);
    if (recheckSerial && listing.serialHash !== null) await this.trust.openChecks(tx, listing.serialHash, id);
    await this.listings.recordAllowance(tx, listing.userId, false);
    await this.outbox.add(tx, 'marketplace.listing.moderated.v1', id, { listingId: id, userId: listing.userId, title: listing.title, action: 'restore' });
  }

  // Taken off for good by a moderator (here, or in identity's queue); its seller is told.
  async remove(tx: Transaction, id: number, listing: ListingState): Promise<void> {
    await this.listings.setStatus(tx, id, 'removed', undefined, 'moderator');
    await this.listings.recordAllowance(tx, listing.userId, false);
    await this.outbox.add(tx, 'marketplace.listing.moderated.v1', id, { listingId: id, userId: listing.userId, title: listing.title, action: 'remove' });
  }

  // What a team member did as the business, in the change's transaction (docs/teams.md); nothing as themself. Also
  // for the photos (PhotosService).
  recordAction(tx: Transaction, acting: Acting, action: TeamAction, listing: { id: number; title: string }): Promise<void> {
    return recordTeamAction(this.outbox, tx, acting, 'marketplace.team.action.v1', action, listing);
  }

  // Those watching the listing are told it sold or its price dropped, 500 to a message.
  private async tellWatchers(
    tx: Transaction,
    id: number,
    listing: Pick<ListingState, 'userId' | 'title' | 'currency'>,
    change: 'sold' | 'price_drop',
    price: string,
    previousPrice: string | null = null,
  ): Promise<void> {
    for (let after = 0; ;) {
      const watcherIds = await this.trust.watchers(tx, id, listing.userId, after, LISTING_WATCHERS_PER_MESSAGE);
      if (watcherIds.length === 0) return;
      await this.outbox.add(tx, 'marketplace.listing.watched-change.v1', id, {
        listingId: id,
        sellerId: listing.userId,
        title: listing.title,
        change,
        price,
        previousPrice: change === 'price_drop' ? previousPrice : null,
        currency: listing.currency,
        watcherIds,
      });
      if (watcherIds.length < LISTING_WATCHERS_PER_MESSAGE) return;
      after = watcherIds[watcherIds.length - 1]!;
    }
  }

  private async checkAllowance(tx: Transaction, sellerId: number): Promise<void> {
    const active = await this.listings.lockAllowance(tx, sellerId);
    const limit = await this.limitOf(tx, sellerId);
    if (limit !== UNLIMITED && active >= limit) {
      throw domainError(MarketplaceErrorCode.ListingLimitReached, { extra: { allowance: { activeListings: active, limit } } });
    }
  }

  private async limitOf(db: Queryable, sellerId: number): Promise<number> {
    return PLANS[memberTier(await findUserSummary(db, sellerId))].limits.activeListings;
  }

  private async checkCategory(tx: Transaction, categoryId: number): Promise<void> {
    if (!(await this.categories.exists(tx, categoryId))) throw domainError(MarketplaceErrorCode.CategoryNotFound, { path: 'categoryId' });
  }
}

// An external contact is for members; a visitor sees that there is one, not what it is. Why
// a listing is hidden is its seller's to know.
function view(row: ListingRow, viewerId: number | undefined, isSaved: boolean): ListingView {
  const {
    categoryName,
    sellerName,
    sellerUsername,
    sellerImage,
    actor,
    lat: _lat,
    lng: _lng,
    rank: _rank,
    ...listing
  } = row as ListingRow & { rank?: unknown };
  return {
    ...listing,
    isSaved,
    hiddenReason: row.userId === viewerId ? row.hiddenReason : null,
    price: Number(row.price),
    images: row.photos.map((photo) => photo.url),
    externalContact: viewerId === undefined ? null : row.externalContact,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    category: { id: row.categoryId, name: categoryName },
    seller: { id: row.userId, name: sellerName, username: sellerUsername, profileImage: sellerImage },
    postedBy: actor && viewerId !== undefined && (viewerId === row.userId || viewerId === actor.id) ? actor : null,
  };
}

// A listing keeps the postcode's position, not its region.
function withoutRegion(place: Place | NoPlace): { postcode: string | null; lat: number | null; lng: number | null } {
  return { postcode: place.postcode, lat: place.lat, lng: place.lng };
}

// Miles (one decimal) from the searcher's district to the listing's (the search kept only listings with one).
function distance(centre: LatLng, row: ListingRow): number {
  return Math.round(milesBetween(centre, { lat: row.lat!, lng: row.lng! }) * 10) / 10;
}
