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
import { getParsed, requestParsed, send, withQuery } from '@/lib/api-json';

const pageSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontPageSchema;
const storefrontSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontSchema;
const verificationSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontVerificationSchema;
const reviewSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontVerificationReviewSchema;
const reviewsPageSchema = async () => (await import('@stave/contracts/storefronts')).StorefrontVerificationsPageSchema;

const BASE = '/api/marketplace';

// The public page: the storefront, its newest listings, open jobs and upcoming events; a part that did not answer is
// empty and named in `degraded`. Signed out too.
export const fetchStorefrontPage = (userId: number, signal?: AbortSignal): Promise<StorefrontPage> =>
  getParsed(`/api/storefronts/${userId}`, pageSchema, signal);

// One storefront; to its owner with their latest verification request (a 404 for the owner: not set up yet).
export const fetchStorefront = (userId: number, signal?: AbortSignal): Promise<Storefront> =>
  getParsed(`${BASE}/storefronts/${userId}`, storefrontSchema, signal);

export const saveStorefront = async (input: UpsertStorefront): Promise<Storefront> =>
  (await requestParsed('PUT', `${BASE}/storefront`, storefrontSchema, { body: input })).data;

// Multipart field `image`; the server checks the type from the bytes and the size while reading (413, 415).
export async function uploadStorefrontImage(kind: StorefrontImageKind, file: File): Promise<Storefront> {
  const form = new FormData();
  form.append('image', file, file.name);
  return (await requestParsed('POST', `${BASE}/storefront/${kind}`, storefrontSchema, { body: form })).data;
}

export const removeStorefrontImage = async (kind: StorefrontImageKind): Promise<Storefront> =>
  (await requestParsed('DELETE', `${BASE}/storefront/${kind}`, storefrontSchema)).data;

export const requestVerification = async (input: RequestVerification): Promise<StorefrontVerification> =>
  (await requestParsed('POST', `${BASE}/storefront/verification`, verificationSchema, { body: input })).data;

export const withdrawVerification = (): Promise<void> => send('DELETE', `${BASE}/storefront/verification`);

// Moderators (MARKETPLACE_MODERATORS): the requests by status (waiting: oldest first; decided: latest first).
export const fetchVerifications = (status: StorefrontVerificationStatus, page: number, signal?: AbortSignal): Promise<StorefrontVerificationsPage> =>
  getParsed(withQuery(`${BASE}/storefront-verifications`, { status, page }), reviewsPageSchema, signal);

export const decideVerification = async (id: number, input: DecideVerification): Promise<StorefrontVerificationReview> =>
  (await requestParsed('PUT', `${BASE}/storefront-verifications/${id}`, reviewSchema, { body: input })).data;
