import { Injectable } from '@nestjs/common';
import { snippetAround, type ListingView, type SearchHit, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { ListingsService } from '../listings/listings.service';

const CONDITION_LABELS: Record<ListingView['condition'], string> = { new: 'New', like_new: 'Like New', good: 'Good', fair: 'Fair', poor: 'Poor' };

const price = (listing: ListingView) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: listing.currency }).format(listing.price);

// The gear section of the global search: the marketplace's own search (its ranking, typo correction and the
// blocks it leaves out), in the search's one shape.
@Injectable()
export class SearchService {
  constructor(private readonly listings: ListingsService) {}

  async searchGear(viewerId: number, query: SearchSectionQuery): Promise<SearchSection> {
    const { listings, pagination } = await this.listings.list(viewerId, {
      search: query.q,
      categoryId: undefined,
      condition: undefined,
      page: query.page,
      limit: query.limit,
    });
    const hits = listings.map((listing): SearchHit => ({
      type: 'gear',
      id: listing.id,
      title: listing.title,
      subtitle: [price(listing), CONDITION_LABELS[listing.condition], listing.location].join(' · '),
      snippet: snippetAround(listing.description, query.q),
      imageUrl: listing.photos[0]?.cardUrl ?? null,
      url: `/marketplace/listings/${listing.id}`,
      at: listing.createdAt,
    }));
    return { type: 'gear', hits, total: pagination.total, page: query.page, limit: query.limit };
  }
}
