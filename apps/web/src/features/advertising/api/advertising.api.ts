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
import { ADVERTISING } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

// The contracts name no type for the receipt: { id, message }.
export type InquiryReceipt = ReturnType<(typeof AdvertisingInquiryReceiptSchema)['parse']>;

const receiptSchema = async () => (await import('@stave/contracts/advertising')).AdvertisingInquiryReceiptSchema;
const pageSchema = async () => (await import('@stave/contracts/advertising')).AdvertisingInquiriesPageSchema;
const inquirySchema = async () => (await import('@stave/contracts/advertising')).AdvertisingInquirySchema;

export const sendInquiry = async (input: CreateAdvertisingInquiry): Promise<InquiryReceipt> => apiData(ADVERTISING.submit, receiptSchema, { body: input });

export interface InquiriesFilter {
  status: InquiryStatus;
  page: number;
  limit: number;
}

export const fetchInquiries = (filter: InquiriesFilter, signal?: AbortSignal): Promise<AdvertisingInquiriesPage> =>
  apiData(ADVERTISING.list, pageSchema, { query: { ...filter }, signal });

export const updateInquiry = async (id: number, patch: UpdateAdvertisingInquiry): Promise<AdvertisingInquiry> =>
  apiData(ADVERTISING.update, inquirySchema, { params: { id }, body: patch });
