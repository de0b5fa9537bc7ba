import { ADVERTISING_TIERS, INQUIRY_STATUSES, type AdvertisingTier, type InquiryStatus } from '@stave/contracts';

// The queue's place lives in the URL (/advertising/inquiries?status=&page=), so a reload or Back keeps it.
export interface InquiriesLocation {
  status: InquiryStatus;
  page: number;
}

// Inquiries a page (the API takes up to 50).
export const INQUIRIES_PAGE_SIZE = 20;
// The API's last page (AdvertisingInquiriesQuerySchema: decimalInt(1, 10_000)).
const PAGE_MAX = 10_000;

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return INQUIRY_STATUSES.some((status) => status === value);
}

function pageOf(text: string | null): number {
  if (text === null || !/^\d{1,5}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

export function readInquiriesLocation(params: URLSearchParams): InquiriesLocation {
  const status = params.get('status');
  return { status: isInquiryStatus(status) ? status : 'new', page: pageOf(params.get('page')) };
}

// The URL query in one fixed order, leaving out the defaults (New, page 1).
export function toInquiriesParams({ status, page }: InquiriesLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'new') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function inquiriesPages(total: number): number {
  return Math.min(PAGE_MAX, Math.max(1, Math.ceil(total / INQUIRIES_PAGE_SIZE)));
}

// 'Advertise with Stave' can be linked with a tier chosen: /advertise?tier=business.
export function tierFromParam(value: string | null): AdvertisingTier | '' {
  const wanted = value?.trim().toLowerCase();
  return ADVERTISING_TIERS.find((tier) => tier.toLowerCase() === wanted) ?? '';
}
