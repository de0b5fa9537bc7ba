// 'Advertise with Stave' (docs/api.md): the public inquiry, and the partnerships team's queue. Answers are
// checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type {
  AdvertisingInquiriesPage,
  AdvertisingInquiry,
  AdvertisingInquiryReceiptSchema,
  CreateAdvertisingInquiry,
  InquiryStatus,
  UpdateAdvertisingInquiry,
} from '@stave/contracts';
import { getParsed, requestParsed, withQuery } from '@/lib/api-json';

// The contracts name no type for the receipt: { id, message }.
export type InquiryReceipt = ReturnType<(typeof AdvertisingInquiryReceiptSchema)['parse']>;

const receiptSchema = async () => (await import('@stave/contracts/advertising')).AdvertisingInquiryReceiptSchema;
const pageSchema = async () => (await import('@stave/contracts/advertising')).AdvertisingInquiriesPageSchema;
const inquirySchema = async () => (await import('@stave/contracts/advertising')).AdvertisingInquirySchema;

export const sendInquiry = async (input: CreateAdvertisingInquiry): Promise<InquiryReceipt> =>
  (await requestParsed('POST', '/api/advertising/inquiries', receiptSchema, { body: input })).data;

export interface InquiriesFilter {
  status: InquiryStatus;
  page: number;
  limit: number;
}

export const fetchInquiries = (filter: InquiriesFilter, signal?: AbortSignal): Promise<AdvertisingInquiriesPage> =>
  getParsed(withQuery('/api/advertising/inquiries', { ...filter }), pageSchema, signal);

export const updateInquiry = async (id: number, patch: UpdateAdvertisingInquiry): Promise<AdvertisingInquiry> =>
  (await requestParsed('PATCH', `/api/advertising/inquiries/${id}`, inquirySchema, { body: patch })).data;
