import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { request } from 'undici';
import type { ServiceName, UserStats } from '@stave/contracts';
import type { Authenticator } from '@stave/platform';
import { refuseAtEdge } from '../edge/edge-auth';
import { refuse } from '../edge/refusal';

export interface StatsSource {
  name: keyof UserStats;
  url: string;
  // Reads the counter out of the service's answer.
  pick: (body: Record<string, unknown>) => unknown;
}

// GET /api/user/stats (spec §2 stat cards): one call per counter, in parallel, each with its own
// deadline. A slow or failing service costs only its own counter (null), never the whole answer,
// and the answer never waits longer than the deadline.
export async function composeUserStats(
  sources: StatsSource[],
  headers: Record<string, string>,
  options: { timeoutMs: number; logger: Logger },
): Promise<{ stats: UserStats; degraded: string[] }> {
  const results = await Promise.all(
    sources.map(async (source) => {
      try {
        const response = await request(source.url, { method: 'GET', headers, signal: AbortSignal.timeout(options.timeoutMs) });
        const body = (await response.body.json()) as Record<string, unknown>;
        const value = source.pick(body);
        if (response.statusCode !== 200 || typeof value !== 'number') throw new Error(`answered ${response.statusCode}`);
        return [source.name, value] as const;
      } catch (error) {
        options.logger.warn({ err: error, counter: source.name }, 'stats counter unavailable');
        return [source.name, null] as const;
      }
    }),
  );
  const stats = Object.fromEntries(results) as UserStats;
  return { stats, degraded: results.filter(([, value]) => value === null).map(([name]) => name) };
}

export interface UserStatsRouteDeps {
  services: Record<ServiceName, string>;
  authenticator: Authenticator;
  timeoutMs: number;
  logger: Logger;
}

// Composed here rather than proxied (ARCHITECTURE §1: services never call each other).
export function registerUserStatsRoute(fastify: FastifyInstance, deps: UserStatsRouteDeps): void {
  const { services } = deps;
  fastify.get('/api/user/stats', async (request, reply) => {
    const refusal = await refuseAtEdge(request, 'required', deps.authenticator);
    if (refusal) return refuse(reply, refusal);
    const forwarded: Record<string, string> = { 'x-request-id': String(request.id) };
    for (const name of ['authorization', 'x-auth-token', 'cookie', 'origin'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    const { stats, degraded } = await composeUserStats(
      [
        { name: 'connections', url: `${services.social}/api/user/network-stats`, pick: (body) => body.connections },
        { name: 'activeJobs', url: `${services['jobs-events']}/api/jobs/active/count`, pick: (body) => body.count },
        { name: 'upcomingEvents', url: `${services['jobs-events']}/api/events/upcoming/count`, pick: (body) => body.count },
        { name: 'messages', url: `${services.messaging}/api/messages/unread-count`, pick: (body) => body.count },
      ],
      forwarded,
      { timeoutMs: deps.timeoutMs, logger: deps.logger },
    );
    if (degraded.length) reply.header('x-degraded', degraded.join(','));
    return reply.header('cache-control', 'no-store').send(stats);
  });
}
