import { z } from 'zod';

const id = () => z.number().int().positive();

// A listing went up: social may show it, analytics count it. The price as written (decimal string).
export const ListingCreatedV1 = z.object({
  listingId: id(),
  userId: id(),
  title: z.string(),
  price: z.string().regex(/^\d+\.\d{2}$/),
  currency: z.enum(['GBP', 'USD', 'EUR']),
  categoryId: id(),
});

// A listing left the market: sold by its seller, or expired. Watchers are told (later: saved listings).
export const ListingSoldV1 = z.object({ listingId: id(), userId: id(), title: z.string() });

// Three days before a listing expires, its seller is reminded (social writes the line).
export const ListingExpiringV1 = z.object({ listingId: id(), userId: id(), title: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
