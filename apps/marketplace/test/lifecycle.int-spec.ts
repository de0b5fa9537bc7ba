import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';
import { ListingsService } from '../src/listings/listings.service';

const DAY = 24 * 3600 * 1000;

// A listing's life on real infrastructure: the plan's allowance, sold and relisted, renewed, expired
// by the sweep with a reminder before, and its views.
describe('marketplace: a listing’s life', () => {
  let market: ServiceWithMembers;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
  });

  afterAll(async () => {
    await market?.stop();
  });

  const call = (member: Member | null, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    market.call(method, path, { token: member?.token, body, headers });
  const gear = {
    title: 'Shure SM58',
    description: 'The vocal mic every venue has, in good order.',
    price: 60,
    categoryId: 501,
    condition: 'good',
    location: 'Cardiff',
  };
  const list = (member: Member) => call(member, 'POST', '/api/marketplace/listings', gear);
  const outbox = async (name: string, id: number) =>
    (await market.db.query(`SELECT payload -> 'payload' AS payload FROM outbox WHERE name = $1 AND key = $2`, [name, String(id)])).rows.map(
      (row) => row.payload,
    );

  it('holds a free member to 10 listings for sale, counting parallel listings one at a time; sold ones free a place', async () => {
    const seller = await market.member();
    for (let i = 0; i < 8; i++) expect((await list(seller)).status).toBe(201);

    const parallel = await Promise.all(Array.from({ length: 5 }, () => list(seller)));
    expect(parallel.map((answer) => answer.status).sort()).toEqual([201, 201, 403, 403, 403]);
    expect(parallel.find((answer) => answer.status === 403)!.body).toMatchObject({
      code: 'LISTING_LIMIT_REACHED',
      allowance: { activeListings: 10, limit: 10 },
    });
    expect((await call(seller, 'GET', '/api/marketplace/listings/allowance')).body).toEqual({ activeListings: 10, limit: 10 });

    const first = (parallel.find((answer) => answer.status === 201)!.body as { id: number }).id;
    expect((await call(seller, 'POST', `/api/marketplace/listings/${first}/sold`)).body).toMatchObject({ status: 'sold', isActive: false });
    expect((await list(seller)).status).toBe(201);
    expect((await market.db.query(`SELECT active_listings, total_listings FROM user_listing_limits WHERE user_id = $1`, [seller.id])).rows[0]).toEqual({
      active_listings: 10,
      total_listings: 11,
    });
    const pro = await market.member({ subscriptionTier: 'pro' });
    expect((await call(pro, 'GET', '/api/marketplace/listings/allowance')).body).toEqual({ activeListings: 0, limit: 50 });
  });

  it('marks sold (once, seller only), relists and renews', async () => {
    const [seller, other] = [await market.member(), await market.member()];
    const { id } = (await list(seller)).body as { id: number };

    expect((await call(other, 'POST', `/api/marketplace/listings/${id}/sold`)).status).toBe(404);
    expect((await call(seller, 'POST', `/api/marketplace/listings/${id}/relist`)).body).toMatchObject({ code: 'LISTING_ALREADY_FOR_SALE' });
    expect((await call(seller, 'POST', `/api/marketplace/listings/${id}/sold`)).status).toBe(200);
    expect((await call(seller, 'POST', `/api/marketplace/listings/${id}/sold`)).body).toMatchObject({ code: 'LISTING_NOT_FOR_SALE' });
    expect(await outbox('marketplace.listing.sold.v1', id)).toEqual([{ listingId: id, userId: seller.id, title: 'Shure SM58' }]);
    // Gone from the market and from anyone but the seller.
    expect((await call(other, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(404);
    expect((await call(seller, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'sold' });

    const relisted = await call(seller, 'POST', `/api/marketplace/listings/${id}/relist`);
    expect(relisted.body).toMatchObject({ status: 'active', isActive: true });
    await market.db.query(`UPDATE equipment_listings SET expires_at = now() + interval '1 day' WHERE id = $1`, [id]);
    const renewed = await call(seller, 'POST', `/api/marketplace/listings/${id}/renew`);
    expect(Date.parse(renewed.body.expiresAt) - Date.now()).toBeGreaterThan(59 * DAY);
  });

  it('expires listings past their date and reminds their sellers once, 3 days before', async () => {
    const seller = await market.member();
    const [soon, due] = [((await list(seller)).body as { id: number }).id, ((await list(seller)).body as { id: number }).id];
    await market.db.query(`UPDATE equipment_listings SET expires_at = now() + interval '2 days' WHERE id = $1`, [soon]);
    await market.db.query(`UPDATE equipment_listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [due]);

    const listings = market.service.app.get(ListingsService);
    await listings.sweepExpiry();
    await listings.sweepExpiry();

    expect((await call(seller, 'GET', `/api/marketplace/listings/${due}`)).body).toMatchObject({ status: 'expired' });
    expect((await call(seller, 'GET', `/api/marketplace/listings/${soon}`)).body).toMatchObject({ status: 'active' });
    expect((await outbox('marketplace.listing.expiring.v1', soon)).map((payload) => payload.listingId)).toEqual([soon]);
    expect(await outbox('marketplace.listing.expiring.v1', due)).toEqual([]);
    const schedule = await market.db.query(`SELECT cron FROM pgboss.schedule WHERE name = 'marketplace.listings.sweep-expiry'`);
    expect(schedule.rows).toEqual([{ cron: '*/15 * * * *' }]);
  });

  it('counts a view once a viewer a day (members and visitors), never the seller’s', async () => {
    const [seller, member] = [await market.member(), await market.member()];
    const { id } = (await list(seller)).body as { id: number };
    const open = (who: Member | null) => call(who, 'GET', `/api/marketplace/listings/${id}`);

    await open(seller);
    await Promise.all([open(member), open(member), open(null), open(null)]);
    expect((await open(seller)).body).toMatchObject({ views: 2 });
  });
});
