import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

// The marketplace as in the cluster: its own database, members arriving as identity's events on
// Kafka, every call through its real guard (visitors too).
describe('marketplace: categories and listings', () => {
  let market: ServiceWithMembers;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
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
    brand: 'Fender',
    model: 'Stratocaster',
    year: 1998,
    location: 'Leeds',
    contactMethod: 'chat',
    images: [],
  };
  const list = async (member: Member, fields: Record<string, unknown> = {}) => {
    const answer = await call(member, 'POST', '/api/marketplace/listings', { ...gear, ...fields });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; [key: string]: unknown };
  };
  let tags = 0;
  const tag = () => `zq${Date.now().toString(36)}${++tags}`;

  it('offers the seeded category tree to visitors, each with its active listings (a parent counts its children’s)', async () => {
    const seller = await market.member();
    const before = (await call(null, 'GET', '/api/marketplace/categories')).body as { id: number; parentId: number | null; listingCount: number }[];
    await list(seller, { categoryId: 103 });
    const after = (await call(null, 'GET', '/api/marketplace/categories')).body as typeof before;

    const count = (rows: typeof before, id: number) => rows.find((row) => row.id === id)!.listingCount;
    expect(after.filter((row) => row.parentId === null).map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(after.find((row) => row.id === 1)).toMatchObject({ name: 'Guitars & Basses', icon: 'guitar', description: expect.any(String) });
    expect(after.find((row) => row.id === 103)).toMatchObject({ name: 'Bass Guitars', parentId: 1 });
    expect(count(after, 103) - count(before, 103)).toBe(1);
    expect(count(after, 1) - count(before, 1)).toBe(1);
  });

  it('stores the spec’s fields (a decimal price, GBP by default) and answers the listing with its category and seller', async () => {
    const seller = await market.member({ name: 'Ada' });
    const listing = await list(seller, { price: '1249.5', userId: 1, images: ['https://evil.example/x.jpg'] });

    expect(listing).toMatchObject({
      userId: seller.id,
      price: 1249.5,
      currency: 'GBP',
      contactMethod: 'chat',
      externalContact: null,
      images: [],
      status: 'active',
      isActive: true,
      views: 0,
      category: { id: 101, name: 'Electric Guitars' },
      seller: { id: seller.id, name: 'Ada' },
    });
    const stored = await market.db.query(`SELECT price::text FROM equipment_listings WHERE id = $1`, [listing.id]);
    expect(stored.rows[0].price).toBe('1249.50');
  });

  it('answers the spec’s texts for each rule', async () => {
    const seller = await market.member();
    const bad = (fields: Record<string, unknown>) => call(seller, 'POST', '/api/marketplace/listings', { ...gear, ...fields });
    const answers = await Promise.all([
      bad({ price: 0 }),
      bad({ price: -5 }),
      bad({ price: 'abc' }),
      bad({ categoryId: undefined }),
      bad({ categoryId: 999 }),
      bad({ location: ' L ' }),
      bad({ contactMethod: 'external', externalContact: '' }),
      bad({ title: 'ab' }),
      bad({ description: 'short' }),
      bad({ condition: 'mint' }),
      bad({ year: 1700 }),
      bad({ price: 12.345 }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(400));
    const messages = answers.map((answer) => (answer.body.errors?.[0] ?? answer.body).message);
    expect(messages).toEqual([
      'Price must be a positive number',
      'Price must be a positive number',
      'Price must be a positive number',
      'Please select a category',
      'Please select a category',
      'Location is required',
      'External contact information is required when using external contact method',
      'Title must be at least 3 characters',
      'Description must be at least 10 characters',
      'Please select a condition',
      'Enter a year from 1900 to next year',
      'Price can have at most 2 decimal places',
    ]);
  });

  it('shows an external contact to members only, and lets only the seller edit or delete (others: 404)', async () => {
    const [seller, other] = [await market.member(), await market.member()];
    const listing = await list(seller, { contactMethod: 'external', externalContact: '07700 900123' });

    expect((await call(null, 'GET', `/api/marketplace/listings/${listing.id}`)).body).toMatchObject({ contactMethod: 'external', externalContact: null });
    expect((await call(other, 'GET', `/api/marketplace/listings/${listing.id}`)).body).toMatchObject({ externalContact: '07700 900123' });

    const foreign = await Promise.all([
      call(other, 'PATCH', `/api/marketplace/listings/${listing.id}`, { price: 1 }),
      call(other, 'DELETE', `/api/marketplace/listings/${listing.id}`),
      call(null, 'PATCH', `/api/marketplace/listings/${listing.id}`, { price: 1 }),
    ]);
    expect(foreign.map((answer) => answer.status)).toEqual([404, 404, 401]);
    expect(foreign[0]!.body).toMatchObject({ code: 'LISTING_NOT_FOUND', message: 'Listing not found' });

    const edited = await call(seller, 'PATCH', `/api/marketplace/listings/${listing.id}`, { price: '399.99', contactMethod: 'chat' });
    expect(edited.body).toMatchObject({ price: 399.99, contactMethod: 'chat', externalContact: null });
    const noContact = await call(seller, 'PATCH', `/api/marketplace/listings/${listing.id}`, { contactMethod: 'external' });
    expect(noContact.status).toBe(400);
    expect((await call(seller, 'GET', '/api/marketplace/listings/my')).body.map((l: { id: number }) => l.id)).toContain(listing.id);
    expect((await call(seller, 'DELETE', `/api/marketplace/listings/${listing.id}`)).status).toBe(204);
    expect((await call(seller, 'GET', `/api/marketplace/listings/${listing.id}`)).status).toBe(404);
  });

  it('searches, filters, sorts and pages on the server, with the spec’s listings response', async () => {
    const seller = await market.member();
    const word = tag();
    const strat = await list(seller, { title: `${word} Strat`, brand: 'Fender', model: 'Stratocaster', price: 450, location: 'Leeds' });
    const bass = await list(seller, {
      title: `${word} bass`,
      brand: 'Fender',
      model: 'Precision',
      categoryId: 103,
      price: 700,
      condition: 'like_new',
      location: 'York',
    });
    const synth = await list(seller, {
      title: `${word} synth`,
      description: `A Fender-free ${word} synth, mint.`,
      brand: 'Korg',
      model: 'Minilogue',
      categoryId: 301,
      price: 300,
    });
    const ids = async (query: string) => {
      const answer = await call(null, 'GET', `/api/marketplace/listings?search=${word}${query}`);
      expect(answer.status).toBe(200);
      return (answer.body.listings as { id: number }[]).map((listing) => listing.id);
    };

    expect(await ids('&sort=newest')).toEqual([synth.id, bass.id, strat.id]);
    expect(await ids('&sort=price-asc')).toEqual([synth.id, strat.id, bass.id]);
    expect(await ids('&sort=price-desc')).toEqual([bass.id, strat.id, synth.id]);
    expect(await ids('&categoryId=1')).toEqual([bass.id, strat.id]);
    expect(await ids('&categoryId=all&condition=like_new')).toEqual([bass.id]);
    expect(await ids('&minPrice=400&maxPrice=500')).toEqual([strat.id]);
    expect(await ids('&location=york')).toEqual([bass.id]);
    // Brand and model weigh above the description: the Fenders first.
    expect((await ids('%20fender')).slice(0, 2).sort()).toEqual([strat.id, bass.id].sort());
    expect(await ids('%20stratocaster')).toEqual([strat.id]);

    const page = await call(null, 'GET', `/api/marketplace/listings?search=${word}&limit=2&page=2&sort=newest`);
    expect(page.body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(page.body.listings.map((l: { id: number }) => l.id)).toEqual([strat.id]);
    expect((await call(null, 'GET', '/api/marketplace/listings')).body.pagination).toMatchObject({ page: 1, limit: 20 });
  });

  // The search looks in the newest quarter-days first and widens the span (ListingsRepository.search):
  // whatever span answers, the page is the one a full sort of every match would give.
  it('answers a search from its newest 500 matches however far back they were listed, and a category by price, as a full sort would', async () => {
    const seller = await market.member();
    const [broad, some, old] = [tag(), tag(), tag()];
    // `broad`: 1,400 listings, one every 37 minutes back to 36 days ago; `some`: 200 over 30 days; `old`: 3, 50 days ago.
    await market.db.query(
      `INSERT INTO equipment_listings (user_id, title, description, price, currency, category_id, condition, location, contact_method,
                                       status, is_active, created_at, updated_at, expires_at)
       SELECT $1, w.word || ' guitar', 'A guitar for the search test.', 1 + (i * 7919) % 1000, 'GBP', 101, 'good', 'Leeds', 'chat',
              'active', true, now() - i * w.every, now(), now() + interval '60 days'
         FROM (VALUES ($2, 1400, interval '37 minutes'), ($3, 200, interval '216 minutes'), ($4, 3, interval '50 days')) w(word, n, every),
              generate_series(1, w.n) i`,
      [seller.id, broad, some, old],
    );
    const expected = async (word: string, order: string, offset: number) =>
      (
        await market.db.query(
          `SELECT id FROM (SELECT id, price, created_at FROM equipment_listings WHERE title = $1 || ' guitar'
                            ORDER BY created_at DESC, id DESC LIMIT 500) newest
            ORDER BY ${order} OFFSET $2 LIMIT 20`,
          [word, offset],
        )
      ).rows.map((row: { id: number }) => row.id);
    const answer = async (word: string, query: string) => {
      const response = await call(null, 'GET', `/api/marketplace/listings?search=${word}${query}`);
      expect(response.status).toBe(200);
      return { ids: (response.body.listings as { id: number }[]).map((listing) => listing.id), total: response.body.pagination.total };
    };

    expect(await answer(broad, '&sort=newest')).toEqual({ ids: await expected(broad, 'created_at DESC, id DESC', 0), total: 500 });
    expect(await answer(broad, '&sort=price-asc')).toEqual({ ids: await expected(broad, 'price, id', 0), total: 500 });
    expect(await answer(broad, '&sort=price-desc&page=25')).toEqual({ ids: await expected(broad, 'price DESC, id DESC', 480), total: 500 });
    expect(await answer(some, '&sort=price-desc')).toEqual({ ids: await expected(some, 'price DESC, id DESC', 0), total: 200 });
    expect(await answer(some, '&sort=newest&page=10')).toEqual({ ids: await expected(some, 'created_at DESC, id DESC', 180), total: 200 });
    expect(await answer(old, '&sort=price-asc')).toEqual({ ids: await expected(old, 'price, id', 0), total: 3 });

    // A category by price (ListingsRepository.browseByPrice merges each child and condition in price order).
    const byPrice = async (query: string, where: string, order: string, offset: number) => {
      const response = await call(null, 'GET', `/api/marketplace/listings?categoryId=1${query}`);
      const rows = await market.db.query(
        `SELECT id FROM equipment_listings WHERE status = 'active' AND category_id IN (1, 101, 102, 103, 104) ${where} ORDER BY ${order} OFFSET $1 LIMIT 20`,
        [offset],
      );
      expect(response.body.listings.map((listing: { id: number }) => listing.id)).toEqual(rows.rows.map((row: { id: number }) => row.id));
    };
    await market.db.query(`UPDATE equipment_listings SET condition = 'fair', category_id = 103 WHERE title = $1 || ' guitar' AND id % 3 = 0`, [broad]);
    await byPrice('&sort=price-asc', '', 'price, id', 0);
    await byPrice('&sort=price-desc&page=3', '', 'price DESC, id DESC', 40);
    await byPrice('&sort=price-asc&condition=fair&minPrice=100&maxPrice=500', `AND condition = 'fair' AND price BETWEEN 100 AND 500`, 'price, id', 0);
  });

  // The category's name is searched too (weighed below the description), stemmed as the title is: 'guitar',
  // 'guitars' and 'Guitar' find a Stratocaster listed under Electric Guitars whose text never says guitar.
  it('finds listings by their category’s name and by any form of a word (plurals, case), and nothing for a word they do not hold', async () => {
    const [seller, member] = [await market.member(), await market.member()];
    const word = tag();
    const strat = await list(seller, { title: `${word} Stratocaster`, description: 'Sunburst finish, maple neck, plays well.', categoryId: 101 });
    const hofner = await list(seller, {
      title: `${word} Hofner 500/1`,
      description: 'The violin-shaped one, flatwound strings.',
      brand: 'Hofner',
      model: '500/1',
      categoryId: 1,
    });
    const stand = await list(seller, {
      title: `${word} guitar stand`,
      description: 'Folding tripod, padded arms, barely used.',
      brand: null,
      model: null,
      categoryId: 902,
    });
    const synth = await list(seller, {
      title: `${word} Minilogue`,
      description: 'Four voices, analogue, boxed with its manual.',
      brand: 'Korg',
      model: 'Minilogue',
      categoryId: 301,
    });
    const found = async (search: string) => {
      const answer = await call(null, 'GET', `/api/marketplace/listings?search=${encodeURIComponent(`${word} ${search}`)}&sort=newest`);
      expect(answer.status).toBe(200);
      return (answer.body.listings as { id: number }[]).map((listing) => listing.id);
    };

    for (const search of ['guitar', 'guitars', 'Guitar', 'GUITARS']) expect(await found(search)).toEqual([stand.id, hofner.id, strat.id]);
    expect(await found('electric guitars')).toEqual([strat.id]);
    expect(await found('basses')).toEqual([hofner.id]);
    expect(await found('synthesizer')).toEqual([synth.id]);
    expect(await found('stands')).toEqual([stand.id]);
    // A title's word outranks a category's.
    const ranked = await call(null, 'GET', `/api/marketplace/listings?search=${encodeURIComponent(`${word} guitar`)}`);
    expect(ranked.body.listings[0].id).toBe(stand.id);
    // Words none of them holds, in their text or their category, find nothing (the typo fallback included).
    expect(await found('drums')).toEqual([]);
    expect(await found('trombone')).toEqual([]);
    // The global search's gear section is this search.
    const gear = await call(member, 'GET', `/api/search/gear?q=${encodeURIComponent(`${word} guitars`)}`);
    expect(gear.body.hits.map((hit: { id: number }) => hit.id).sort()).toEqual([strat.id, hofner.id, stand.id].sort());
  });

  it('finds a listing without its accents, and despite a typo when the exact search finds nothing', async () => {
    const seller = await market.member();
    const listing = await list(seller, { title: 'Höfner violin bass', brand: 'Höfner', model: 'Ignition' });

    expect((await call(null, 'GET', '/api/marketplace/listings?search=hofner')).body.listings.map((l: { id: number }) => l.id)).toContain(listing.id);
    expect((await call(null, 'GET', '/api/marketplace/listings?search=hofner%20ignitoin')).body.listings.map((l: { id: number }) => l.id)).toContain(
      listing.id,
    );
  });
});
