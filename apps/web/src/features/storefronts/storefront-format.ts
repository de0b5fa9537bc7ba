import { STOREFRONT_IMAGE_MAX_BYTES, STOREFRONT_MESSAGES, type Storefront, type StorefrontImageKind } from '@stave/contracts';

// How a storefront reads on its page, in its editor and in the moderators' queue.

// The check a moderator performs by hand (docs/marketplace.md § Storefronts), as the queue and the business read it.
export const VERIFICATION_CHECKS = [
  'The company is on Companies House and active (or, without a company number, the VAT number is on HMRC’s register)',
  'The registered name is the business name, or a trading name the registers or its website tie to it',
  'The website is the business’s own, and the email address is at the website’s domain (not a free mail address)',
  'The address is the registered office, or a trading address the registers or the website show',
] as const;

// Companies House's page for a company number (its status, registered name and office).
export function companiesHouseUrl(companyNumber: string): string {
  return `https://find-and-update.company-information.service.gov.uk/company/${encodeURIComponent(companyNumber.replace(/\s+/g, '').toUpperCase())}`;
}

// HMRC's 'Check a UK VAT number' (the number is typed in there: it takes no link).
export const VAT_CHECK_URL = 'https://www.tax.service.gov.uk/check-vat-number/enter-vat-details';

// A tel: link dials the digits (and a leading +) only; '+44 (0)117' drops the (0) that is not dialled from abroad.
export function telHref(phone: string): string {
  const text = phone.trim();
  const international = text.startsWith('+') ? text.replace(/\(0\)/g, '') : text;
  return `tel:${international.replace(/(?!^\+)\D/g, '')}`;
}

// 'larkspur.co.uk' typed in the website field is meant as https://larkspur.co.uk (the API takes http(s) links only).
export function withScheme(value: string): string {
  const text = value.trim();
  if (!text || /^[a-z][a-z\d+.-]*:/i.test(text)) return text;
  return /^[^\s/]+\.[^\s/]{2,}(\/\S*)?$/.test(text) ? `https://${text.replace(/^\/+/, '')}` : text;
}

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
export const IMAGE_ACCEPT = [...ACCEPTED_TYPES].join(',');

// The checks the browser can make before sending a logo or banner; the server checks the bytes and is the authority
// (a file without a declared type is left to it).
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.type && !ACCEPTED_TYPES.has(file.type)) return STOREFRONT_MESSAGES.imageInvalidType;
  if (file.size > STOREFRONT_IMAGE_MAX_BYTES) return STOREFRONT_MESSAGES.imageTooLarge;
  return null;
}

export const IMAGE_LABELS: Record<StorefrontImageKind, { name: string; hint: string }> = {
  logo: { name: 'Logo', hint: 'Square works best: it is cropped from the centre to 400 × 400 px.' },
  banner: { name: 'Banner', hint: 'A wide 4:1 image: it is cropped from the centre to 1600 × 400 px.' },
};

// Where the business stands with the badge: verified; a request waiting; the latest declined; verified once but
// renamed since (the badge went with the old name); never asked.
export type VerificationState = 'verified' | 'pending' | 'declined' | 'renamed' | 'none';

export function verificationState(storefront: Pick<Storefront, 'verified' | 'verification'>): VerificationState {
  if (storefront.verified) return 'verified';
  const status = storefront.verification?.status;
  if (status === 'pending') return 'pending';
  if (status === 'declined') return 'declined';
  if (status === 'approved') return 'renamed';
  return 'none';
}

export type StorefrontFormValues = {
  businessName: string;
  description: string;
  websiteUrl: string;
  phone: string;
  email: string;
  address: string;
};

export function formValues(storefront: Storefront | null, suggestedName: string): StorefrontFormValues {
  return {
    businessName: storefront?.businessName ?? suggestedName,
    description: storefront?.description ?? '',
    websiteUrl: storefront?.websiteUrl ?? '',
    phone: storefront?.phone ?? '',
    email: storefront?.email ?? '',
    address: storefront?.address ?? '',
  };
}

// 'Gear for sale', 'Jobs', 'Events': what the page calls each part (and says when one could not be loaded).
export const PART_LABELS = { listings: 'gear for sale', jobs: 'jobs', events: 'events' } as const;

// '24 items for sale' / '1 item for sale'.
export function itemsForSale(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'item' : 'items'} for sale`;
}
