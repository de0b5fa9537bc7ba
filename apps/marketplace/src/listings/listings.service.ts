import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  CommonErrorCode,
  LISTING_EXPIRY_REMINDER_DAYS,
  LISTING_LIFETIME_DAYS,
  LISTING_MESSAGES,
  PLANS,
  UNLIMITED,
  type ListingAllowance,
  MarketplaceErrorCode,
  type CreateListing,
  type ListingsPage,
  type ListingsQuery,
  type ListingView,
  type UpdateListing,
} from '@stave/contracts';
import { Clock, Database, Outbox, domainError, findUserSummary, memberTier, type Queryable, type Transaction } from '@stave/platform';
import { CategoriesRepository } from '../categories/categories.repository';
import { ListingsRepository, type ListingRow } from './listings.repository';
import { PhotoFiles, keyOfUrl } from './photo-files';
import { PhotosRepository } from './photos.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;
const SWEEP_MAX_BATCHES = 100;

const listingNotFound = () => domainError(MarketplaceErrorCode.ListingNotFound);

@Injectable()
export class ListingsService {
  constructor(
    private readonly database: Database,
    private readonly listings: ListingsRepository,
    private readonly categories: CategoriesRepository,
    private readonly photos: PhotosRepository,
    private readonly files: PhotoFiles,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  // Within the seller's plan allowance (counted with their allowance row locked, so parallel listings
  // count one at a time); for sale LISTING_LIFETIME_DAYS.
  async create(sellerId: number, listing: CreateListing): Promise<ListingView> {
    const now = this.clock.now();
    const id = await this.database.transaction(async (tx) => {
      await this.checkCategory(tx, listing.categoryId);
      await this.checkAllowance(tx, sellerId);
      const id = await this.listings.insert(
        tx,
        sellerId,
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
          contactMethod: listing.contactMethod,
          externalContact: listing.contactMethod === 'external' ? (listing.externalContact ?? null) : null,
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
      return id;
    });
    return this.get(sellerId, id);
  }

  // A listing no longer for sale (sold, expired, hidden) is its seller's alone to see.
  async get(viewerId: number | undefined, id: number, db: Queryable = this.database.pool): Promise<ListingView> {
    const row = await this.listings.find(db, id);
    if (!row || (row.status !== 'active' && row.userId !== viewerId)) throw listingNotFound();
    return view(row, viewerId);
  }

  // The listing page: a view counts once a viewer (a member, or a visitor's address) a London day,
  // never the seller's own.
  async open(viewerId: number | undefined, visitorAddress: string, id: number): Promise<ListingView> {
    const listing = await this.get(viewerId, id);
    if (listing.userId !== viewerId) {
      const viewer = viewerId === undefined ? `a:${createHash('sha256').update(visitorAddress).digest('base64url')}` : `m:${viewerId}`;
      await this.listings.countView(id, viewer);
    }
    return listing;
  }

  async allowance(sellerId: number): Promise<ListingAllowance> {
    const limit = await this.limitOf(this.database.pool, sellerId);
    return { activeListings: await this.listings.countActive(this.database.pool, sellerId), limit };
  }

  async markSold(sellerId: number, id: number): Promise<ListingView> {
    await this.database.transaction(async (tx) => {
      await this.listings.lockAllowance(tx, sellerId);
      const state = await this.listings.lockState(tx, sellerId, id);
      if (!state) throw listingNotFound();
      if (state.status !== 'active') throw domainError(MarketplaceErrorCode.NotForSale);
      await this.listings.setStatus(tx, id, 'sold');
      await this.listings.recordAllowance(tx, sellerId, false);
      await this.outbox.add(tx, 'marketplace.listing.sold.v1', id, { listingId: id, userId: sellerId, title: state.title });
    });
    return this.get(sellerId, id);
  }

  // Sold or expired, back on sale for another period (within the allowance); a hidden one waits for
  // its review.
  async relist(sellerId: number, id: number): Promise<ListingView> {
    await this.database.transaction(async (tx) => {
      // The allowance row before the listing's, as everywhere (no two changes wait on each other).
      await this.listings.lockAllowance(tx, sellerId);
      const state = await this.listings.lockState(tx, sellerId, id);
      if (!state) throw listingNotFound();
      if (state.status === 'active') throw domainError(MarketplaceErrorCode.AlreadyForSale);
      if (state.status === 'hidden') throw domainError(MarketplaceErrorCode.ListingHidden);
      await this.checkAllowance(tx, sellerId);
      await this.listings.setStatus(tx, id, 'active', new Date(this.clock.now().getTime() + LISTING_LIFETIME_DAYS * DAY_MS));
      await this.listings.recordAllowance(tx, sellerId, false);
    });
    return this.get(sellerId, id);
  }

  async renew(sellerId: number, id: number): Promise<ListingView> {
    await this.database.transaction(async (tx) => {
      const state = await this.listings.lockState(tx, sellerId, id);
      if (!state) throw listingNotFound();
      if (state.status !== 'active') throw domainError(MarketplaceErrorCode.NotForSale);
      await this.listings.setStatus(tx, id, 'active', new Date(this.clock.now().getTime() + LISTING_LIFETIME_DAYS * DAY_MS));
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
    const { rows, total } = await this.listings.list({
      search,
      categoryId: query.categoryId,
      condition: query.condition,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      location: query.location || undefined,
      sort: query.sort ?? (search ? 'relevance' : 'newest'),
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return {
      listings: rows.map((row) => view(row, viewerId)),
      pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async mine(sellerId: number): Promise<ListingView[]> {
    return (await this.listings.mine(sellerId)).map((row) => view(row, sellerId));
  }

  // Someone else's listing answers 404, as one that does not exist.
  async update(sellerId: number, id: number, changes: UpdateListing): Promise<ListingView> {
    return this.database.transaction(async (tx) => {
      const current = await this.listings.lockOwned(tx, sellerId, id);
      if (!current) throw listingNotFound();
      if (changes.categoryId !== undefined) await this.checkCategory(tx, changes.categoryId);
      const contactMethod = changes.contactMethod ?? current.contactMethod;
      const externalContact = changes.externalContact === undefined ? current.externalContact : changes.externalContact;
      if (contactMethod === 'external' && !externalContact) {
        throw domainError(CommonErrorCode.Validation, { message: LISTING_MESSAGES.externalContactRequired, path: 'externalContact' });
      }
      await this.listings.update(tx, id, { ...changes, externalContact: contactMethod === 'external' ? externalContact : null });
      // An edit leaves the status alone.
      return this.get(sellerId, id, tx);
    });
  }

  // The photos' files go once the listing has.
  async delete(sellerId: number, id: number): Promise<void> {
    const urls = await this.database.transaction(async (tx) => {
      await this.listings.lockAllowance(tx, sellerId);
      if ((await this.photos.lockOwned(tx, sellerId, id)) === null) throw listingNotFound();
      const urls = await this.photos.urlsOf(tx, id);
      await this.listings.delete(tx, id);
      await this.listings.recordAllowance(tx, sellerId, false);
      return urls;
    });
    await this.files.discard(urls.map(keyOfUrl));
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

// Spec §6: an external contact is for members; a visitor sees that there is one, not what it is.
function view(row: ListingRow, viewerId: number | undefined): ListingView {
  const { categoryName, sellerName, sellerUsername, sellerImage, rank: _rank, ...listing } = row as ListingRow & { rank?: unknown };
  return {
    ...listing,
    price: Number(row.price),
    images: row.photos.map((photo) => photo.url),
    externalContact: viewerId === undefined ? null : row.externalContact,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    category: { id: row.categoryId, name: categoryName },
    seller: { id: row.userId, name: sellerName, username: sellerUsername, profileImage: sellerImage },
  };
}
