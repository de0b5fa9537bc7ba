// The marketplace (docs/api.md § Marketplace). Answers are checked against the contracts'
// schemas, loaded on demand (lib/api-json.ts). Filtering, sorting and paging are the server's.
import type {
  Category,
  CreateListing,
  CreateListingReport,
  ListingAllowance,
  ListingReport,
  ListingsPage,
  ListingView,
  ModerationDecision,
  ModerationReport,
  ModerationReportsPage,
  RegisterStolen,
  StolenEntry,
  StolenMatch,
  StolenMatchDecision,
  StolenMatchesPage,
  UpdateListing,
} from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { getParsed, requestParsed, send, withQuery } from '@/lib/api-json';
import { toApiQuery, type ListingFilters } from '../marketplace-filters';

const listingSchema = async () => (await import('@stave/contracts/marketplace')).ListingViewSchema;
const listingListSchema = async () => (await import('@stave/contracts/marketplace')).ListingViewSchema.array();
const listingsPageSchema = async () => (await import('@stave/contracts/marketplace')).ListingsPageSchema;
const categoryListSchema = async () => (await import('@stave/contracts/marketplace')).CategorySchema.array();
const allowanceSchema = async () => (await import('@stave/contracts/marketplace')).ListingAllowanceSchema;
const savedStateSchema = async () => (await import('@stave/contracts/marketplace')).SavedStateSchema;
const reportSchema = async () => (await import('@stave/contracts/marketplace')).ListingReportSchema;
const moderatorSchema = async () => (await import('@stave/contracts/marketplace')).ModeratorStatusSchema;
const reportsPageSchema = async () => (await import('@stave/contracts/marketplace')).ModerationReportsPageSchema;
const moderationReportSchema = async () => (await import('@stave/contracts/marketplace')).ModerationReportSchema;
const stolenSchema = async () => (await import('@stave/contracts/marketplace')).StolenEntrySchema;
const stolenListSchema = async () => (await import('@stave/contracts/marketplace')).StolenEntrySchema.array();
const stolenMatchesPageSchema = async () => (await import('@stave/contracts/marketplace')).StolenMatchesPageSchema;
const stolenMatchSchema = async () => (await import('@stave/contracts/marketplace')).StolenMatchSchema;

const BASE = '/api/marketplace';
const listingPath = (id: number, rest = '') => `${BASE}/listings/${id}${rest}`;

export const fetchCategories = (signal?: AbortSignal): Promise<Category[]> => getParsed(`${BASE}/categories`, categoryListSchema, signal);
export const fetchListings = (filters: ListingFilters, signal?: AbortSignal): Promise<ListingsPage> =>
  getParsed(withQuery(`${BASE}/listings`, toApiQuery(filters)), listingsPageSchema, signal);
export const fetchListing = (id: number, signal?: AbortSignal): Promise<ListingView> => getParsed(listingPath(id), listingSchema, signal);
export const fetchMyListings = (signal?: AbortSignal): Promise<ListingView[]> => getParsed(`${BASE}/listings/my`, listingListSchema, signal);
export const fetchAllowance = (signal?: AbortSignal): Promise<ListingAllowance> => getParsed(`${BASE}/listings/allowance`, allowanceSchema, signal);
export const fetchSaved = (signal?: AbortSignal): Promise<ListingView[]> => getParsed(`${BASE}/saved`, listingListSchema, signal);

async function answerListing(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<ListingView> {
  return (await requestParsed(method, path, listingSchema, { body, headers })).data;
}

// actAs: listed as that business, by a member of its team.
export const createListing = (input: CreateListing, actAs?: number | null): Promise<ListingView> =>
  answerListing('POST', `${BASE}/listings`, input, actAsHeaders(actAs));
export const updateListing = (id: number, input: UpdateListing): Promise<ListingView> => answerListing('PATCH', listingPath(id), input);
export const deleteListing = (id: number): Promise<void> => send('DELETE', listingPath(id));

// The seller's steps in a listing's life: sold, back on sale, another 60 days.
export type LifecycleStep = 'sold' | 'relist' | 'renew';
export const stepListing = (id: number, step: LifecycleStep): Promise<ListingView> => answerListing('POST', listingPath(id, `/${step}`));

export const removePhoto = (id: number, photoId: number): Promise<ListingView> => answerListing('DELETE', listingPath(id, `/images/${photoId}`));
export const orderPhotos = (id: number, photoIds: number[]): Promise<ListingView> => answerListing('PUT', listingPath(id, '/images/order'), { photoIds });

export async function setSaved(id: number, saved: boolean): Promise<boolean> {
  return (await requestParsed(saved ? 'PUT' : 'DELETE', listingPath(id, '/save'), savedStateSchema)).data.saved;
}

export const reportListing = async (id: number, input: CreateListingReport): Promise<ListingReport> =>
  (await requestParsed('POST', listingPath(id, '/report'), reportSchema, { body: input })).data;

export const fetchModeratorStatus = async (signal?: AbortSignal): Promise<boolean> =>
  (await getParsed(`${BASE}/moderation`, moderatorSchema, signal)).moderator;
export const fetchPendingReports = (page: number, signal?: AbortSignal): Promise<ModerationReportsPage> =>
  getParsed(withQuery(`${BASE}/reports`, { status: 'pending', page }), reportsPageSchema, signal);
export const decideReport = async (id: number, decision: ModerationDecision): Promise<ModerationReport> =>
  (await requestParsed('PATCH', `${BASE}/reports/${id}`, moderationReportSchema, { body: decision })).data;

export const fetchStolen = (signal?: AbortSignal): Promise<StolenEntry[]> => getParsed(`${BASE}/stolen`, stolenListSchema, signal);
export const registerStolen = async (input: RegisterStolen): Promise<StolenEntry> =>
  (await requestParsed('POST', `${BASE}/stolen`, stolenSchema, { body: input })).data;
export const withdrawStolen = (id: number): Promise<void> => send('DELETE', `${BASE}/stolen/${id}`);

// Moderators: the stolen-gear register's checks, waiting ones oldest first.
export const fetchPendingStolenMatches = (page: number, signal?: AbortSignal): Promise<StolenMatchesPage> =>
  getParsed(withQuery(`${BASE}/stolen-matches`, { status: 'pending', page }), stolenMatchesPageSchema, signal);
export const decideStolenMatch = async (id: number, decision: StolenMatchDecision): Promise<StolenMatch> =>
  (await requestParsed('PUT', `${BASE}/stolen-matches/${id}`, stolenMatchSchema, { body: decision })).data;
