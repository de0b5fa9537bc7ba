import { TRUST_MESSAGES, type ListingView } from '@stave/contracts';
import type { ListingCondition } from './marketplace-filters';

// How a listing reads on a card and its page (listing card, GBP in en-GB).
const PRICE_FORMATS = new Map<string, Intl.NumberFormat>();

// '£1,249.50' (en-GB, in the listing's own currency).
export function formatPrice(price: number, currency: string): string {
  let format = PRICE_FORMATS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    PRICE_FORMATS.set(currency, format);
  }
  return format.format(price);
}

// New green, like_new blue, good yellow, fair orange, poor red. Light chips in both themes:
// they sit on the photo, which has no theme.
export const CONDITION_COLOURS: Record<ListingCondition, string> = {
  new: 'bg-green-100 text-green-800',
  like_new: 'bg-blue-100 text-blue-800',
  good: 'bg-yellow-100 text-yellow-900',
  fair: 'bg-orange-100 text-orange-900',
  poor: 'bg-red-100 text-red-800',
};

// 'Fender · Player Stratocaster · 2019', or null when none is known.
export function gearLine(listing: Pick<ListingView, 'brand' | 'model' | 'year'>): string | null {
  const parts = [listing.brand, listing.model, listing.year === null ? null : String(listing.year)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function sellerName(seller: ListingView['seller']): string {
  return seller.name || seller.username || 'Stave member';
}

// The first message of a conversation about a listing: it names the listing so the seller knows
// which one.
export function firstMessage(listing: Pick<ListingView, 'id' | 'title'>): string {
  return `Hi, is your “${listing.title}” still available? (Stave Marketplace listing #${listing.id})`;
}

// Status badges for the seller's own listings (an active one has none).
export const STATUS_LABELS: Record<Exclude<ListingView['status'], 'active'>, string> = {
  sold: 'Sold',
  expired: 'Expired',
  hidden: 'Hidden',
  removed: 'Removed',
};

// What the seller is told about a listing nobody else can see (TRUST_MESSAGES).
export function hiddenNotice(listing: Pick<ListingView, 'status' | 'hiddenReason'>): string | null {
  if (listing.status === 'removed') return TRUST_MESSAGES.removedNotice;
  if (listing.status !== 'hidden') return null;
  return listing.hiddenReason === 'stolen' ? TRUST_MESSAGES.stolenNotice : TRUST_MESSAGES.reportsNotice;
}
