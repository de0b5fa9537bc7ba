import type { ListingView } from '@stave/contracts';

// Answers the component specs' fake API gives, shaped as the contracts say; each spec overrides what it is about.

export function listingView(overrides: Partial<ListingView> = {}): ListingView {
  return {
    id: 41,
    userId: 9,
    title: 'Fender Player Stratocaster',
    description: 'Plays well, a few marks',
    price: 450,
    currency: 'GBP',
    categoryId: 1,
    condition: 'good',
    brand: null,
    model: null,
    year: null,
    location: 'Leeds',
    postcode: null,
    contactMethod: 'chat',
    externalContact: null,
    images: [],
    photos: [],
    isActive: true,
    isFeatured: false,
    views: 0,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    expiresAt: null,
    status: 'active',
    hiddenReason: null,
    serialChecked: false,
    isSaved: false,
    category: { id: 1, name: 'Guitars' },
    seller: { id: 9, name: 'Jo Seller', username: 'jo', profileImage: null },
    postedBy: null,
    storefront: null,
    ...overrides,
  };
}

// A member as a network card or a connection request shows them.
export function memberCard(id: number, name: string, username: string) {
  return { id, username, name, type: 'musician', location: null, bio: null, profileImage: null, skills: [], genres: [], subscriptionTier: 'free' };
}
