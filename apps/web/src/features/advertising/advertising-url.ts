import { ADVERTISING_TIERS, INQUIRY_STATUSES, type AdvertisingTier, type InquiryStatus } from '@stave/contracts';
import { pageCount, statusLocation, type StatusLocation } from '@/lib/url-location';

// The queue's place lives in the URL (/advertising/inquiries?status=&page=), so a reload or Back keeps it.
export type InquiriesLocation = StatusLocation<InquiryStatus>;

// Inquiries a page (the API takes up to 50).
export const INQUIRIES_PAGE_SIZE = 20;
// The API's last page (AdvertisingInquiriesQuerySchema: decimalInt(1, 10_000)).
const PAGE_MAX = 10_000;

// New and page 1 are the defaults.
export const { read: readInquiriesLocation, write: toInquiriesParams } = statusLocation(INQUIRY_STATUSES, 'new', PAGE_MAX);

export function inquiriesPages(total: number): number {
  return pageCount(total, INQUIRIES_PAGE_SIZE, PAGE_MAX);
}

// 'Advertise with Stave' can be linked with a tier chosen: /advertise?tier=business.
export function tierFromParam(value: string | null): AdvertisingTier | '' {
  const wanted = value?.trim().toLowerCase();
  return ADVERTISING_TIERS.find((tier) => tier.toLowerCase() === wanted) ?? '';
}
