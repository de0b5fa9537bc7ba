import { LISTING_MESSAGES, LISTING_PHOTO_MAX_BYTES, LISTING_PHOTOS_MAX, type ListingView } from '@stave/contracts';

// The Create/Edit Listing form's text values (listing rules are the contract's schema).
export const EMPTY_LISTING = {
  title: '',
  description: '',
  price: '',
  currency: 'GBP',
  categoryId: '',
  condition: '',
  brand: '',
  model: '',
  year: '',
  serialNumber: '',
  location: '',
  contactMethod: 'chat',
  externalContact: '',
};
export type ListingFormValues = typeof EMPTY_LISTING;

// An edit starts from the listing (its serial number is never sent back: blank keeps it).
export function valuesOf(listing: ListingView): ListingFormValues {
  return {
    title: listing.title,
    description: listing.description,
    price: String(listing.price),
    currency: listing.currency,
    categoryId: String(listing.categoryId),
    condition: listing.condition,
    brand: listing.brand ?? '',
    model: listing.model ?? '',
    year: listing.year === null ? '' : String(listing.year),
    serialNumber: '',
    location: listing.location,
    contactMethod: listing.contactMethod,
    externalContact: listing.externalContact ?? '',
  };
}

// What the schema is asked about: numbers where the API takes numbers; blanks as null (none) or,
// for a required choice, undefined so its own message shows.
export function candidateOf(values: ListingFormValues): Record<string, unknown> {
  const year = values.year.trim();
  return {
    ...values,
    categoryId: values.categoryId ? Number(values.categoryId) : undefined,
    condition: values.condition || undefined,
    year: year === '' ? null : /^\d+$/.test(year) ? Number(year) : Number.NaN,
    externalContact: values.contactMethod === 'external' ? values.externalContact : null,
  };
}

// The schema checks an external contact only once every other field is valid (an object-level
// refinement); the form says so with the rest.
export function missingContact(values: ListingFormValues): Record<string, string> {
  return values.contactMethod === 'external' && !values.externalContact.trim() ? { externalContact: LISTING_MESSAGES.externalContactRequired } : {};
}

// JPG, PNG or GIF, 5 MB each, 5 a listing.
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export interface PhotoProblem {
  title: string;
  description?: string;
}

// The files a pick can add: those of the right type and size, up to the room left; the first
// problem found is what the member is told.
export function acceptPhotos(files: readonly File[], room: number): { accepted: File[]; problem: PhotoProblem | null } {
  let problem: PhotoProblem | null = null;
  const fitting = files.filter((file) => {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      problem ??= { title: LISTING_MESSAGES.photoInvalidType, description: `${file.name} is not a JPG, PNG or GIF.` };
      return false;
    }
    if (file.size > LISTING_PHOTO_MAX_BYTES) {
      problem ??= { title: LISTING_MESSAGES.photoTooLarge, description: `${file.name} is over 5 MB.` };
      return false;
    }
    return true;
  });
  if (fitting.length > room) problem ??= { title: 'Too many images', description: LISTING_MESSAGES.tooManyPhotos };
  return { accepted: fitting.slice(0, Math.max(0, room)), problem };
}

export const PHOTO_ROOM = LISTING_PHOTOS_MAX;
