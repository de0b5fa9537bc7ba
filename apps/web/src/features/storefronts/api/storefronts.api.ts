// Storefronts (docs/marketplace.md § Storefronts): a business's public page (composed by the gateway), the
// owner's storefront with its logo, banner and verification request, and the moderators' queue of verification
// requests. Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type {
  DecideVerification,
  RequestVerification,
  Storefront,
  StorefrontImageKind,
  StorefrontPage,
  StorefrontVerification,
  StorefrontVerificationReview,
  StorefrontVerificationStatus,
  StorefrontVerificationsPage,
  UpsertStorefront,
} from '@stave/contracts';
import { MARKETPLACE } from '@stave/contracts/paths';
import { apiData, apiSend } from '@/lib/api-json';

const pageSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontPageSchema;
const storefrontSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontSchema;
const verificationSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontVerificationSchema;
const reviewSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontVerificationReviewSchema;
const reviewsPageSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontVerificationsPageSchema;

// The public page: the storefront, its newest listings, open jobs and upcoming events; a part that did not answer is
// empty and named in `degraded`. Signed out too.
export const fetchStorefrontPage = (userId: number, signal?: AbortSignal): Promise<StorefrontPage> =>
  apiData(MARKETPLACE.publicStorefront, pageSchema, { params: { userId }, signal });

// One storefront; to its owner with their latest verification request (a 404 for the owner: not set up yet).
export const fetchStorefront = (userId: number, signal?: AbortSignal): Promise<Storefront> =>
  apiData(MARKETPLACE.storefront, storefrontSchema, { params: { userId }, signal });

export const saveStorefront = (input: UpsertStorefront): Promise<Storefront> => apiData(MARKETPLACE.saveStorefront, storefrontSchema, { body: input });

const IMAGE_ROUTES = { logo: MARKETPLACE.logo, banner: MARKETPLACE.banner } as const;

// Multipart field `image`; the server checks the type from the bytes and the size while reading (413, 415).
export function uploadStorefrontImage(kind: StorefrontImageKind, file: File): Promise<Storefront> {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiData(IMAGE_ROUTES[kind].upload, storefrontSchema, { body: form });
}

export const removeStorefrontImage = (kind: StorefrontImageKind): Promise<Storefront> => apiData(IMAGE_ROUTES[kind].remove, storefrontSchema);

export const requestVerification = (input: RequestVerification): Promise<StorefrontVerification> =>
  apiData(MARKETPLACE.requestVerification, verificationSchema, { body: input });

export const withdrawVerification = (): Promise<void> => apiSend(MARKETPLACE.withdrawVerification);

// Moderators (MARKETPLACE_MODERATORS): the requests by status (waiting: oldest first; decided: latest first).
export const fetchVerifications = (status: StorefrontVerificationStatus, page: number, signal?: AbortSignal): Promise<StorefrontVerificationsPage> =>
  apiData(MARKETPLACE.verifications, reviewsPageSchema, { query: { status, page }, signal });

export const decideVerification = (id: number, input: DecideVerification): Promise<StorefrontVerificationReview> =>
  apiData(MARKETPLACE.decideVerification, reviewSchema, { params: { id }, body: input });
