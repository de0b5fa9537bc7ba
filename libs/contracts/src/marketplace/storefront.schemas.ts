import { z } from 'zod';
import { entityId } from '../ids';
import { optionalLink, optionalText, timestamp } from '../jobs/fields';

// Spec §3 storefronts: a business's shop front over its listings. The spec shows no calls for them
// (§7 'Not shown'); ours: Business members keep one, anyone may read an active one.

export const STOREFRONT_MESSAGES = {
  businessNameRequired: 'Business name must be at least 2 characters',
  businessNameTooLong: 'Keep the business name under 100 characters',
  descriptionTooLong: 'Keep the description under 1000 characters',
  linkInvalid: 'Enter a link starting with http:// or https://',
  phoneInvalid: 'Enter a phone number of digits, spaces and + ( ) -',
  emailInvalid: 'Enter a valid email address',
  addressTooLong: 'Keep the address under 200 characters',
  businessOnly: 'Storefronts are part of the Business plan',
  notFound: 'Storefront not found',
} as const;

export const UpsertStorefrontSchema = z.object({
  businessName: z
    .string({ error: STOREFRONT_MESSAGES.businessNameRequired })
    .trim()
    .min(2, STOREFRONT_MESSAGES.businessNameRequired)
    .max(100, STOREFRONT_MESSAGES.businessNameTooLong),
  description: optionalText(1_000, STOREFRONT_MESSAGES.descriptionTooLong),
  logoUrl: optionalLink(STOREFRONT_MESSAGES.linkInvalid),
  bannerUrl: optionalLink(STOREFRONT_MESSAGES.linkInvalid),
  websiteUrl: optionalLink(STOREFRONT_MESSAGES.linkInvalid),
  phone: optionalText(30, STOREFRONT_MESSAGES.phoneInvalid).refine(
    (value) => value == null || /^\+?[\d\s()-]{6,30}$/.test(value),
    STOREFRONT_MESSAGES.phoneInvalid,
  ),
  email: optionalText(254, STOREFRONT_MESSAGES.emailInvalid).refine(
    (value) => value == null || z.email().safeParse(value).success,
    STOREFRONT_MESSAGES.emailInvalid,
  ),
  address: optionalText(200, STOREFRONT_MESSAGES.addressTooLong),
  // A storefront can be switched off without losing it.
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type UpsertStorefront = z.infer<typeof UpsertStorefrontSchema>;

export const StorefrontSchema = z.object({
  userId: z.number().int(),
  businessName: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  // Set by Stave's staff, never by the member (no call sets it).
  verified: z.boolean(),
  isActive: z.boolean(),
  // The business's listings for sale now.
  activeListings: z.number().int(),
  updatedAt: timestamp(),
});
export type Storefront = z.infer<typeof StorefrontSchema>;

export const StorefrontParamsSchema = z.object({ userId: entityId(STOREFRONT_MESSAGES.notFound) });
