import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import {
  SEARCH,
  CommonErrorCode,
  SEARCH_SECTION_OWNERS,
  SEARCH_TYPES,
  SearchSectionSchema,
  searchSectionPath,
  type SearchResults,
  type SearchSection,
  type SearchType,
  type ServiceName,
} from '@stave/contracts';
import type { Authenticator } from '@stave/platform';
import { refuseAtEdge } from '../edge/edge-auth';
import { refuse } from '../edge/refusal';
import { composeParts, forwardedHeaders } from './user-stats';

export interface SearchRouteDeps {
  // The instance of a service the next call goes to (Upstreams.origin).
  originOf: (service: ServiceName) => string;
  authenticator: Authenticator;
  // Each section's deadline: a section not answered by then is left empty and named in `degraded`.
  timeoutMs: number;
  logger: Logger;
}

const sectionOf = (type: SearchType) => (body: Record<string, unknown>) => {
  const parsed = SearchSectionSchema.safeParse(body);
  return parsed.success && parsed.data.type === type ? parsed.data : undefined;
};

// GET /api/search: each section is asked of the service that owns its data, all in parallel, each
// with its own deadline; a slow or failing one costs its own section only (empty, named in `degraded`), never
// the answer (as the dashboard's counters). With `type`, that section alone, paged (its results page).
export function registerSearchRoute(fastify: FastifyInstance, deps: SearchRouteDeps): void {
  const { originOf } = deps;
  fastify.get(SEARCH.search.path, async (request, reply) => {
    const refusal = await refuseAtEdge(request, SEARCH.search.auth, deps.authenticator, 'refuse');
    if (refusal) return refuse(reply, refusal);
    const parsed = SEARCH.search.query.safeParse(request.query ?? {});
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
      return refuse(reply, { status: 400, body: { message: errors[0]?.message ?? 'Validation failed', code: CommonErrorCode.Validation, errors } });
    }
    const { q, type, page, limit } = parsed.data;
    const types = type ? [type] : SEARCH_TYPES;
    const query = new URLSearchParams({ q, page: String(type ? page : 1), limit: String(limit) }).toString();
    const { parts, degraded } = await composeParts(
      types.map((section) => ({
        name: section,
        url: `${originOf(SEARCH_SECTION_OWNERS[section])}${searchSectionPath(section)}?${query}`,
        pick: sectionOf(section),
      })),
      forwardedHeaders(request),
      { timeoutMs: deps.timeoutMs, logger: deps.logger },
    );
    const sections = types.map((section): SearchSection => parts[section] ?? { type: section, hits: [], total: 0, page: type ? page : 1, limit });
    const results: SearchResults = { query: q, sections, degraded };
    if (degraded.length) reply.header('x-degraded', degraded.join(','));
    return reply.header('cache-control', 'no-store').send(results);
  });
}
