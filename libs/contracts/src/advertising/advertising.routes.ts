import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { AdvertisingErrorCode } from '../error-codes';
import {
  AdvertisingInquiriesPageSchema,
  AdvertisingInquiriesQuerySchema,
  AdvertisingInquiryReceiptSchema,
  AdvertisingInquirySchema,
  AdvertisingRoleSchema,
  CreateAdvertisingInquirySchema,
  InquiryParamsSchema,
  UpdateAdvertisingInquirySchema,
} from './advertising.schemas';

// Identity keeps the inquiries: it sends mail and knows the staff (ADVERTISING_STAFF, as MODERATORS).
const identity = { owner: 'identity' as const };

export const ADVERTISING = defineRoutes({
  submit: {
    ...identity,
    method: 'POST',
    path: '/api/advertising/inquiries',
    auth: 'none',
    summary: "'Advertise with Stave': an inquiry from anyone (no account needed); 5 an hour per address (429), a spam check (400), an acknowledgement mailed",
    body: CreateAdvertisingInquirySchema,
    responses: { 201: AdvertisingInquiryReceiptSchema },
    errors: [AdvertisingErrorCode.Spam, AdvertisingErrorCode.TooMany],
  },
  me: {
    ...identity,
    method: 'GET',
    path: '/api/advertising/me',
    auth: 'required',
    summary: 'Whether you are on the partnerships team (ADVERTISING_STAFF), and who is',
    responses: { 200: AdvertisingRoleSchema },
  },
  list: {
    ...identity,
    method: 'GET',
    path: '/api/advertising/inquiries',
    auth: 'required',
    summary: 'The inquiries queue, newest first, by status; the team only (403 ADVERTISING_STAFF_ONLY)',
    query: AdvertisingInquiriesQuerySchema,
    responses: { 200: AdvertisingInquiriesPageSchema },
    errors: [AdvertisingErrorCode.StaffOnly],
  },
  update: {
    ...identity,
    method: 'PATCH',
    path: '/api/advertising/inquiries/:id',
    auth: 'required',
    summary: "Move an inquiry on (new → contacted → won or lost) and/or assign it to someone on the team; the first move from 'new' sets processedAt",
    params: InquiryParamsSchema,
    body: UpdateAdvertisingInquirySchema,
    responses: { 200: AdvertisingInquirySchema },
    errors: [AdvertisingErrorCode.NotFound, AdvertisingErrorCode.NotStaff, AdvertisingErrorCode.StaffOnly],
  },
});
export const ADVERTISING_ROUTES: RouteContract[] = routeList(ADVERTISING);
