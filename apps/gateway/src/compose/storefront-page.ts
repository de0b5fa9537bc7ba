import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { request as httpRequest } from 'undici';
import {
  MARKETPLACE,
  CommonErrorCode,
  STOREFRONT_PAGE_LISTINGS,
  StorefrontSchema,
  type ErrorBody,
  type EventView,
  type JobView,
  type ListingView,
  type ServiceName,
  type StorefrontPage,
} from '@stave/contracts';
import type { Authenticator } from '@stave/platform';
import { refuseAtEdge } from '../edge/edge-auth';
import { refuse, unavailable } from '../edge/refusal';
import { composeParts, forwardedHeaders } from './user-stats';

export interface StorefrontPageOrigins {
  marketplace: string;
  jobsEvents: string;
}

export type StorefrontPageAnswer = { status: 200; body: StorefrontPage } | { status: number; body: ErrorBody };

const listingsPart = (body: Record<string, unknown>) => (Array.isArray(body.listings) ? (body.listings as ListingView[]) : undefined);
const postingsPart = (body: Record<string, unknown>) =>
  Array.isArray(body.jobs) && Array.isArray(body.events) ? { jobs: body.jobs as JobView[], events: body.events as EventView[] } : undefined;

// GET /api/storefronts/:userId: the storefront first, from the marketplace, with the caller's credentials —
// not shown to them (switched off, its owner off the Business plan, none, a block) is the marketplace's answer, and
// nothing else is asked. Then, in parallel, each with its own deadline: the business's listings for sale (the
// marketplace's list with ?sellerId=, newest first) and its open jobs and upcoming events (jobs-events). A part whose
// service is slow or failing is empty and named in `degraded`, never the whole page (as the dashboard's counters).
export async function composeStorefrontPage(
  userId: number,
  origins: StorefrontPageOrigins,
  headers: Record<string, string>,
  options: { timeoutMs: number; logger: Logger },
): Promise<StorefrontPageAnswer> {
  let storefront;
  try {
    const response = await httpRequest(`${origins.marketplace}/api/marketplace/storefronts/${userId}`, {
      method: 'GET',
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = (await response.body.json()) as Record<string, unknown>;
    // The marketplace's refusal (404 not shown, 403 a suspended member) is the answer.
    if (response.statusCode >= 400 && response.statusCode < 500) return { status: response.statusCode, body: body as ErrorBody };
    const parsed = response.statusCode === 200 ? StorefrontSchema.safeParse(body) : undefined;
    if (!parsed?.success) throw new Error(`answered ${response.statusCode}`);
    storefront = parsed.data;
  } catch (error) {
    options.logger.warn({ err: error, userId }, 'storefront unavailable');
    return { status: 502, body: unavailable().body };
  }
  const listingsQuery = new URLSearchParams({ sellerId: String(userId), sort: 'newest', limit: String(STOREFRONT_PAGE_LISTINGS) });
  const { parts } = await composeParts<'listings' | 'postings', ListingView[] | { jobs: JobView[]; events: EventView[] }>(
    [
      { name: 'listings', url: `${origins.marketplace}/api/marketplace/listings?${listingsQuery}`, pick: listingsPart },
      { name: 'postings', url: `${origins.jobsEvents}/api/jobs-events/by-member/${userId}`, pick: postingsPart },
    ],
    headers,
    options,
  );
  const listings = parts.listings as ListingView[] | null;
  const postings = parts.postings as { jobs: JobView[]; events: EventView[] } | null;
  return {
    status: 200,
    body: {
      storefront,
      listings: listings ?? [],
      jobs: postings?.jobs ?? [],
      events: postings?.events ?? [],
      degraded: [...(listings ? [] : (['listings'] as const)), ...(postings ? [] : (['jobs', 'events'] as const))],
    },
  };
}

export interface StorefrontPageRouteDeps {
  // The instance of a service the next call goes to (Upstreams.origin).
  originOf: (service: ServiceName) => string;
  authenticator: Authenticator;
  // Each call's deadline.
  timeoutMs: number;
  logger: Logger;
}

// Composed here rather than proxied (docs/platform.md#no-service-to-service-calls: services never call each other).
export function registerStorefrontPageRoute(fastify: FastifyInstance, deps: StorefrontPageRouteDeps): void {
  const { originOf } = deps;
  fastify.get(MARKETPLACE.publicStorefront.path, async (request, reply) => {
    const refusal = await refuseAtEdge(request, MARKETPLACE.publicStorefront.auth, deps.authenticator, 'refuse');
    if (refusal) return refuse(reply, refusal);
    const parsed = MARKETPLACE.publicStorefront.params.safeParse(request.params ?? {});
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
      return refuse(reply, { status: 400, body: { message: errors[0]?.message ?? 'Validation failed', code: CommonErrorCode.Validation, errors } });
    }
    const answer = await composeStorefrontPage(
      parsed.data.userId,
      { marketplace: originOf('marketplace'), jobsEvents: originOf('jobs-events') },
      forwardedHeaders(request),
      { timeoutMs: deps.timeoutMs, logger: deps.logger },
    );
    if (answer.status !== 200) return refuse(reply, { status: answer.status, body: answer.body as ErrorBody });
    const page = answer.body as StorefrontPage;
    if (page.degraded.length) reply.header('x-degraded', page.degraded.join(','));
    // Per viewer (its owner sees their verification request; blocks): never cached.
    return reply.header('cache-control', 'no-store').send(page);
  });
}
