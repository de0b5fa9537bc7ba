import { Injectable } from '@nestjs/common';
import {
  CommonErrorCode,
  LISTING_MESSAGES,
  MarketplaceErrorCode,
  type CreateListing,
  type ListingsPage,
  type ListingsQuery,
  type ListingView,
  type UpdateListing,
} from '@stave/contracts';
import { Database, Outbox, domainError, type Queryable, type Transaction } from '@stave/platform';
import { CategoriesRepository } from '../categories/categories.repository';
import { ListingsRepository, type ListingRow } from './listings.repository';
import { PhotoFiles, keyOfUrl } from './photo-files';
import { PhotosRepository } from './photos.repository';

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
  ) {}

  async create(sellerId: number, listing: CreateListing): Promise<ListingView> {
    const id = await this.database.transaction(async (tx) => {
      await this.checkCategory(tx, listing.categoryId);
      const id = await this.listings.insert(tx, sellerId, {
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
      });
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
      return this.get(sellerId, id, tx);
    });
  }

  // The photos' files go once the listing has.
  async delete(sellerId: number, id: number): Promise<void> {
    const urls = await this.database.transaction(async (tx) => {
      if ((await this.photos.lockOwned(tx, sellerId, id)) === null) throw listingNotFound();
      const urls = await this.photos.urlsOf(tx, id);
      await this.listings.delete(tx, id);
      return urls;
    });
    await this.files.discard(urls.map(keyOfUrl));
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
