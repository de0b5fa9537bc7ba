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
import { MARKETPLACE } from '@stave/contracts/paths';
import { apiData, apiSend } from '@/lib/api-json';
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

export const fetchCategories = (signal?: AbortSignal): Promise<Category[]> => apiData(MARKETPLACE.categories, categoryListSchema, { signal });
export const fetchListings = (filters: ListingFilters, signal?: AbortSignal): Promise<ListingsPage> =>
  apiData(MARKETPLACE.listings, listingsPageSchema, { query: toApiQuery(filters), signal });
export const fetchListing = (id: number, signal?: AbortSignal): Promise<ListingView> => apiData(MARKETPLACE.listing, listingSchema, { params: { id }, signal });
export const fetchMyListings = (signal?: AbortSignal): Promise<ListingView[]> => apiData(MARKETPLACE.myListings, listingListSchema, { signal });
export const fetchAllowance = (signal?: AbortSignal): Promise<ListingAllowance> => apiData(MARKETPLACE.allowance, allowanceSchema, { signal });
export const fetchSaved = (signal?: AbortSignal): Promise<ListingView[]> => apiData(MARKETPLACE.saved, listingListSchema, { signal });

// actAs: listed as that business, by a member of its team.
export const createListing = (input: CreateListing, actAs?: number | null): Promise<ListingView> =>
  apiData(MARKETPLACE.createListing, listingSchema, { body: input, headers: actAsHeaders(actAs) });
export const updateListing = (id: number, input: UpdateListing): Promise<ListingView> =>
  apiData(MARKETPLACE.updateListing, listingSchema, { params: { id }, body: input });
export const deleteListing = (id: number): Promise<void> => apiSend(MARKETPLACE.deleteListing, { params: { id } });

// The seller's steps in a listing's life: sold, back on sale, another 60 days.
export type LifecycleStep = 'sold' | 'relist' | 'renew';
export function stepListing(id: number, step: LifecycleStep): Promise<ListingView> {
  const input = { params: { id } };
  if (step === 'sold') return apiData(MARKETPLACE.markSold, listingSchema, input);
  return step === 'relist' ? apiData(MARKETPLACE.relist, listingSchema, input) : apiData(MARKETPLACE.renew, listingSchema, input);
}

export const removePhoto = (id: number, photoId: number): Promise<ListingView> => apiData(MARKETPLACE.removePhoto, listingSchema, { params: { id, photoId } });
export const orderPhotos = (id: number, photoIds: number[]): Promise<ListingView> =>
  apiData(MARKETPLACE.reorderPhotos, listingSchema, { params: { id }, body: { photoIds } });

export async function setSaved(id: number, saved: boolean): Promise<boolean> {
  const input = { params: { id } };
  const answer = saved ? await apiData(MARKETPLACE.save, savedStateSchema, input) : await apiData(MARKETPLACE.unsave, savedStateSchema, input);
  return answer.saved;
}

export const reportListing = (id: number, input: CreateListingReport): Promise<ListingReport> =>
  apiData(MARKETPLACE.report, reportSchema, { params: { id }, body: input });

export const fetchModeratorStatus = async (signal?: AbortSignal): Promise<boolean> =>
  (await apiData(MARKETPLACE.moderation, moderatorSchema, { signal })).moderator;
export const fetchPendingReports = (page: number, signal?: AbortSignal): Promise<ModerationReportsPage> =>
  apiData(MARKETPLACE.reports, reportsPageSchema, { query: { status: 'pending', page }, signal });
export const decideReport = (id: number, decision: ModerationDecision): Promise<ModerationReport> =>
  apiData(MARKETPLACE.updateReport, moderationReportSchema, { params: { id }, body: decision });

export const fetchStolen = (signal?: AbortSignal): Promise<StolenEntry[]> => apiData(MARKETPLACE.stolen, stolenListSchema, { signal });
export const registerStolen = (input: RegisterStolen): Promise<StolenEntry> => apiData(MARKETPLACE.registerStolen, stolenSchema, { body: input });
export const withdrawStolen = (id: number): Promise<void> => apiSend(MARKETPLACE.deleteStolen, { params: { id } });

// Moderators: the stolen-gear register's checks, waiting ones oldest first.
export const fetchPendingStolenMatches = (page: number, signal?: AbortSignal): Promise<StolenMatchesPage> =>
  apiData(MARKETPLACE.stolenMatches, stolenMatchesPageSchema, { query: { status: 'pending', page }, signal });
export const decideStolenMatch = (id: number, decision: StolenMatchDecision): Promise<StolenMatch> =>
  apiData(MARKETPLACE.decideStolenMatch, stolenMatchSchema, { params: { id }, body: decision });
