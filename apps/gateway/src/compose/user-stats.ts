import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { request } from 'undici';
import type { ServiceName, UserStats } from '@stave/contracts';
import { DASHBOARD } from '@stave/contracts';
import type { Authenticator } from '@stave/platform';
import { refuseAtEdge } from '../edge/edge-auth';
import { refuse } from '../edge/refusal';

export interface PartSource<K extends string, V> {
  name: K;
  url: string;
  // Reads the part out of the service's answer; undefined when the answer is not what was asked for.
  pick: (body: Record<string, unknown>) => V | undefined;
}

// A composed answer (stat cards, the Subscription page's usage): one GET per part, in parallel,
// each with its own deadline. A slow or failing service costs only its own part (null), never the whole
// answer, and the answer never waits longer than the deadline.
export async function composeParts<K extends string, V>(
  sources: Array<PartSource<K, V>>,
  headers: Record<string, string>,
  options: { timeoutMs: number; logger: Logger },
): Promise<{ parts: Record<K, V | null>; degraded: K[] }> {
  const results = await Promise.all(
    sources.map(async (source) => {
      try {
        const response = await request(source.url, { method: 'GET', headers, signal: AbortSignal.timeout(options.timeoutMs) });
        const body = (await response.body.json()) as Record<string, unknown>;
        const value = response.statusCode === 200 ? source.pick(body) : undefined;
        if (value === undefined) throw new Error(`answered ${response.statusCode}`);
        return [source.name, value] as const;
      } catch (error) {
        options.logger.warn({ err: error, part: source.name }, 'composed part unavailable');
        return [source.name, null] as const;
      }
    }),
  );
  return {
    parts: Object.fromEntries(results) as Record<K, V | null>,
    degraded: results.filter(([, value]) => value === null).map(([name]) => name),
  };
}

const count = (value: unknown) => (typeof value === 'number' ? value : undefined);

export async function composeUserStats(
  sources: Array<{ name: keyof UserStats; url: string; pick: (body: Record<string, unknown>) => unknown }>,
  headers: Record<string, string>,
  options: { timeoutMs: number; logger: Logger },
): Promise<{ stats: UserStats; degraded: string[] }> {
  const { parts, degraded } = await composeParts(
    sources.map((source) => ({ ...source, pick: (body: Record<string, unknown>) => count(source.pick(body)) })),
    headers,
    options,
  );
  return { stats: parts as UserStats, degraded };
}

// The caller's credentials and request id, for the services a composed answer asks.
export function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const forwarded: Record<string, string> = { 'x-request-id': String(request.id) };
  for (const name of ['authorization', 'x-auth-token', 'cookie', 'origin'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return forwarded;
}

export interface UserStatsRouteDeps {
  // The instance of a service the next call goes to (Upstreams.origin).
  originOf: (service: ServiceName) => string;
  authenticator: Authenticator;
  timeoutMs: number;
  logger: Logger;
}

// Composed here rather than proxied (docs/platform.md#no-service-to-service-calls: services never call each other).
export function registerUserStatsRoute(fastify: FastifyInstance, deps: UserStatsRouteDeps): void {
  const { originOf } = deps;
  fastify.get(DASHBOARD.userStats.path, async (request, reply) => {
    const refusal = await refuseAtEdge(request, DASHBOARD.userStats.auth, deps.authenticator, 'refuse');
    if (refusal) return refuse(reply, refusal);
    const forwarded = forwardedHeaders(request);
    const { stats, degraded } = await composeUserStats(
      [
        { name: 'connections', url: `${originOf('social')}/api/user/network-stats`, pick: (body) => body.connections },
        { name: 'activeJobs', url: `${originOf('jobs-events')}/api/jobs/active/count`, pick: (body) => body.count },
        { name: 'upcomingEvents', url: `${originOf('jobs-events')}/api/events/upcoming/count`, pick: (body) => body.count },
        { name: 'messages', url: `${originOf('messaging')}/api/messages/unread-count`, pick: (body) => body.count },
      ],
      forwarded,
      { timeoutMs: deps.timeoutMs, logger: deps.logger },
    );
    if (degraded.length) reply.header('x-degraded', degraded.join(','));
    return reply.header('cache-control', 'no-store').send(stats);
  });
}
