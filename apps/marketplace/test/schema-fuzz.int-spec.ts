import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_ROUTES, type RouteContract } from '@stave/contracts';
import { ServiceWithMembers, fuzzRoutes } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

// RELIABILITY §25 over every marketplace route. FUZZ_RUNS (default 200 per route) and FUZZ_SEED replay a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('marketplace: schema fuzz (RELIABILITY §25)', () => {
  let market: ServiceWithMembers;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
  });

  afterAll(async () => {
    await market?.stop();
  });

  it(`answers every mutated request with a documented client error or success, never 5xx (seed ${SEED})`, async () => {
    const owner = await market.member();
    const listing = { title: 'Fuzzed amp', description: 'A fuzzed amplifier, loud.', price: 100, categoryId: 201, condition: 'good', location: 'Hull' };
    const own = (await market.call('POST', '/api/marketplace/listings', { token: owner.token, body: listing })).body.id as number;

    const fillPath = (route: RouteContract, name: string): string => {
      if (name === 'id') return String(own);
      throw new Error(`no id for ${route.path} :${name}`);
    };
    // Fields that must name real things: a category that exists.
    const realBody = (route: RouteContract) => (route.path === '/api/marketplace/listings' && route.method === 'POST' ? listing : undefined);
    // Deletions last, so the listing the other routes name is still there.
    const routes = ALL_ROUTES.filter((route) => route.owner === 'marketplace').sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

    const { failures, first, neverSucceeded } = await fuzzRoutes({
      baseUrl: market.url,
      routes,
      token: owner.token,
      fillPath,
      realBody,
      runs: RUNS,
      seed: SEED,
    });

    expect({ seed: SEED, failures, first }).toEqual({ seed: SEED, failures: [], first: [] });
    expect(neverSucceeded).toEqual([]);
    expect((await market.call('GET', '/health')).status).toBe(200);
  }, 600_000);
});
