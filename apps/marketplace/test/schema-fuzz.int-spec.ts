import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { ALL_ROUTES, type RouteContract } from '@stave/contracts';
import { londonMonthKey } from '@stave/platform';
import { ServiceWithMembers, fuzzRoutes } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

// docs/reliability.md#schema-fuzz over every marketplace route. FUZZ_RUNS (default 200 per route) and FUZZ_SEED replay a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
// The fuzzing member moderates and is on the Business plan, so the moderators', storefront and insight report
// routes are fuzzed past their guards.
const OWNER_ID = randomInt(10_000_000, 2_000_000_000);

describe('marketplace: schema fuzz (docs/reliability.md#schema-fuzz)', () => {
  let market: ServiceWithMembers;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService, { MARKETPLACE_MODERATORS: `${OWNER_ID}` });
  });

  afterAll(async () => {
    await market?.stop();
  });

  it(`answers every mutated request with a documented client error or success, never 5xx (seed ${SEED})`, async () => {
    const [owner, seller, reporter] = [await market.member({ id: OWNER_ID, subscriptionTier: 'business' }), await market.member(), await market.member()];
    const listing = { title: 'Fuzzed amp', description: 'A fuzzed amplifier, loud.', price: 100, categoryId: 201, condition: 'good', location: 'Hull' };
    const create = async (member: { token: string }) =>
      (await market.call('POST', '/api/marketplace/listings', { token: member.token, body: listing })).body.id as number;
    const own = await create(owner);
    // Someone else's listing to report, a report on it to decide, a stolen entry to withdraw, a storefront.
    const theirs = await create(seller);
    const report = (await market.call('POST', `/api/marketplace/listings/${theirs}/report`, { token: reporter.token, body: { reason: 'spam' } })).body
      .id as number;
    await market.call('PUT', '/api/marketplace/storefront', { token: owner.token, body: { businessName: 'Fuzz Audio' } });
    // Another business's verification request, for the moderators' routes (a moderator never decides their own).
    const shopkeeper = await market.member({ subscriptionTier: 'business' });
    await market.call('PUT', '/api/marketplace/storefront', { token: shopkeeper.token, body: { businessName: 'Fuzzed Guitars Ltd' } });
    const verification = (
      await market.call('POST', '/api/marketplace/storefront/verification', { token: shopkeeper.token, body: { companyNumber: '12345678' } })
    ).body.id as number;
    const stolen = (await market.call('POST', '/api/marketplace/stolen', { token: owner.token, body: { serialNumber: `FZ${randomInt(1e6, 1e7)}` } })).body
      .id as number;
    // A stolen-gear check between two other members, for the moderators' routes.
    const reported = `FZ${randomInt(1e6, 1e7)}`;
    await market.call('POST', '/api/marketplace/stolen', { token: reporter.token, body: { serialNumber: reported } });
    const carrying = (await market.call('POST', '/api/marketplace/listings', { token: seller.token, body: { ...listing, serialNumber: reported } })).body
      .id as number;
    const match = (await market.db.query(`SELECT id FROM stolen_matches WHERE listing_id = $1`, [carrying])).rows[0].id as number;
    // A photo row to reorder and remove (uploads need real files: photos.int-spec).
    const photo = (
      await market.db.query(
        `INSERT INTO equipment_images (listing_id, image_url, card_url, order_index, is_primary) VALUES ($1, '/listing-images/a.webp', '/listing-images/b.webp', 0, true) RETURNING id`,
        [own],
      )
    ).rows[0].id as number;

    const fillPath = (route: RouteContract, name: string): string => {
      if (route.path.endsWith('/report')) return String(theirs);
      if (route.path.startsWith('/api/marketplace/reports/')) return String(report);
      if (route.path.startsWith('/api/marketplace/stolen/')) return String(stolen);
      if (route.path.startsWith('/api/marketplace/stolen-matches/')) return String(match);
      if (route.path.startsWith('/api/marketplace/storefront-verifications/')) return String(verification);
      if (name === 'userId') return String(OWNER_ID);
      if (name === 'id') return String(own);
      if (name === 'photoId') return String(photo);
      // An insight report's month (the fuzzing member is on Business): the current one, computed live.
      if (name === 'month') return londonMonthKey(new Date());
      // Missing on purpose: photos are served by photos.int-spec.
      if (name === 'file') return 'missing.webp';
      throw new Error(`no id for ${route.path} :${name}`);
    };
    // Fields that must name real things: a category that exists.
    const realBody = (route: RouteContract) => {
      if (route.path === '/api/marketplace/listings' && route.method === 'POST') return listing;
      if (route.path.endsWith('/images/order')) return { photoIds: [photo] };
      if (route.path === '/api/marketplace/storefront/verification') return { companyNumber: '12345678' };
      if (route.path === '/api/marketplace/storefront-verifications/:id') return { decision: 'decline', reason: 'Fuzzed decision' };
      if (route.path === '/api/marketplace/stolen-matches/:id') return { decision: 'dismiss' };
      return undefined;
    };
    // Deletions last, the listing's own after its photo's, so what the other routes name is still there.
    const lateness = (route: RouteContract) => (route.method !== 'DELETE' ? 0 : route.path === '/api/marketplace/listings/:id' ? 2 : 1);
    const routes = ALL_ROUTES.filter((route) => route.owner === 'marketplace').sort((a, b) => lateness(a) - lateness(b));

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
    // Not a run of refusals only: every route took some requests (but the uploads, which need real
    // images, and files missing on purpose).
    expect(neverSucceeded).toEqual([
      'GET /listing-images/:file',
      'GET /storefront-images/:file',
      'POST /api/marketplace/listings/:id/images',
      'POST /api/marketplace/storefront/banner',
      'POST /api/marketplace/storefront/logo',
    ]);
    expect((await market.call('GET', '/health')).status).toBe(200);
  }, 600_000);
});
