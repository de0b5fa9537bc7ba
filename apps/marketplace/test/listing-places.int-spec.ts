import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PLACE_MESSAGES } from '@stave/contracts';
import { unknownPostcodeMessage } from '@stave/domain';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

// Listings by postcode (docs/places.md) on the marketplace's own database: the postcode a listing carries, the
// refusals, and "within N miles" (with and without a text search) read through listings_active_place_idx.
describe('marketplace: listings near a postcode', () => {
  let market: ServiceWithMembers;
  let seller: Member;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
    seller = await market.member();
  });

  afterAll(async () => {
    await market?.stop();
  });

  const call = (member: Member | null, method: string, path: string, body?: unknown) => market.call(method, path, { token: member?.token, body });
  const gear = {
    title: 'Fender Stratocaster',
    description: 'A 1998 Mexican Strat, sunburst, plays beautifully.',
    price: 450,
    categoryId: 101,
    condition: 'good',
    location: 'Leeds',
  };
  const list = async (fields: Record<string, unknown> = {}) => {
    const answer = await call(seller, 'POST', '/api/marketplace/listings', { ...gear, ...fields });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; postcode: string | null; [key: string]: unknown };
  };
  let tags = 0;
  const tag = () => `zp${Date.now().toString(36)}${++tags}`;

  it('keeps a listing’s postcode normalised, changes and clears it, and refuses Northern Ireland and unknown districts', async () => {
    const listing = await list({ postcode: 'ls1 4dy' });
    expect(listing.postcode).toBe('LS1 4DY');
    expect(listing).not.toHaveProperty('lat');
    const moved = await call(seller, 'PATCH', `/api/marketplace/listings/${listing.id}`, { postcode: 'YO1' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ postcode: 'YO1' });
    const cleared = await call(seller, 'PATCH', `/api/marketplace/listings/${listing.id}`, { postcode: '' });
    expect(cleared.body).toMatchObject({ postcode: null });
    expect((await market.db.query(`SELECT lat, lng FROM equipment_listings WHERE id = $1`, [listing.id])).rows[0]).toEqual({ lat: null, lng: null });

    const [belfast, unknown] = await Promise.all([
      call(seller, 'POST', '/api/marketplace/listings', { ...gear, postcode: 'BT1 1AA' }),
      call(seller, 'POST', '/api/marketplace/listings', { ...gear, postcode: 'ZZ9 9ZZ' }),
    ]);
    expect(belfast.status).toBe(400);
    expect(belfast.body).toMatchObject({ code: 'VALIDATION', message: PLACE_MESSAGES.northernIreland });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION', message: unknownPostcodeMessage('ZZ9') });
  });

  it('finds the listings within N miles of a postcode, with their distances, searching or browsing', async () => {
    const word = tag();
    const leeds = await list({ title: `${word} Leeds Strat`, postcode: 'LS1 4DY' });
    const york = await list({ title: `${word} York Strat`, postcode: 'YO1 7HH' });
    const london = await list({ title: `${word} London Strat`, postcode: 'SW1A' });
    await list({ title: `${word} Strat somewhere` });

    const near = async (query: string) => {
      const answer = await call(null, 'GET', `/api/marketplace/listings?search=${word}${query}`);
      expect(answer.status).toBe(200);
      return answer.body as { listings: Array<{ id: number; distanceMiles?: number }>; pagination: { total: number } };
    };
    const within30 = await near('&near=YO1&withinMiles=30&sort=newest');
    expect(within30.listings.map((listing) => [listing.id, listing.distanceMiles])).toEqual([
      [york.id, 0],
      [leeds.id, expect.any(Number)],
    ]);
    expect(within30.listings[1]!.distanceMiles).toBeGreaterThan(21);
    expect(within30.listings[1]!.distanceMiles).toBeLessThan(23);
    expect(within30.pagination.total).toBe(2);
    expect((await near('&near=sw1a%201aa&withinMiles=200')).listings.map((listing) => listing.id).sort()).toEqual([leeds.id, york.id, london.id].sort());
    expect((await near('')).listings.every((listing) => listing.distanceMiles === undefined)).toBe(true);

    // A browse (no words): the box and the distance alone, among this test's listings by price.
    const browse = await call(null, 'GET', `/api/marketplace/listings?near=SW1A&withinMiles=5&minPrice=450&maxPrice=450&sort=price-asc&limit=50`);
    expect((browse.body.listings as Array<{ id: number }>).map((listing) => listing.id)).toContain(london.id);
    expect((browse.body.listings as Array<{ id: number }>).map((listing) => listing.id)).not.toContain(york.id);
  });

  it('answers 400 for an unknown district, Northern Ireland, or a radius out of range', async () => {
    const answers = await Promise.all([
      call(null, 'GET', '/api/marketplace/listings?near=ZZ9'),
      call(null, 'GET', '/api/marketplace/listings?near=BT7'),
      call(null, 'GET', '/api/marketplace/listings?near=LS1&withinMiles=0'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(answers.map((answer) => (answer.body as { message: string }).message)).toEqual([
      unknownPostcodeMessage('ZZ9'),
      PLACE_MESSAGES.northernIreland,
      PLACE_MESSAGES.withinInvalid,
    ]);
  });
});
