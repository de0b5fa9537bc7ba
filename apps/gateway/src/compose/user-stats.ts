import { request } from 'undici';
import type { Logger } from 'pino';
import type { UserStats } from '@stave/contracts';

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
