import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { composeStorefrontPage } from './storefront-page';

const storefront = {
  userId: 7,
  businessName: 'Brixton Guitar Exchange',
  description: null,
  logoUrl: '/storefront-images/0b8f7c2e-5a55-4d4e-9a43-1f3c2b1a0d9e.webp',
  bannerUrl: null,
  websiteUrl: null,
  phone: null,
  email: null,
  address: null,
  verified: true,
  verifiedAt: '2025-01-15T10:00:00.000Z',
  isActive: true,
  activeListings: 1,
  updatedAt: '2025-01-15T10:00:00.000Z',
  verification: null,
};

// Loopback marketplace and jobs-events that answer well, slowly, not at all, or 404 for a storefront not shown.
describe(composeStorefrontPage.name, () => {
  let server: Server;
  let base: string;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '';
      asked.push(url);
      const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.startsWith('/ok/api/marketplace/storefronts/7')) return reply(200, storefront);
      if (url.startsWith('/ok/api/marketplace/storefronts/')) return reply(404, { message: 'Storefront not found', code: 'STOREFRONT_NOT_FOUND' });
      if (url.startsWith('/ok/api/marketplace/listings?'))
        return reply(200, { listings: [{ id: 1, query: url, seenAuth: request.headers.authorization }], pagination: {} });
      if (url.startsWith('/ok/api/jobs-events/by-member/7')) return reply(200, { jobs: [{ id: 2 }], events: [{ id: 3 }] });
      if (url.startsWith('/slow/')) return void setTimeout(() => reply(200, { jobs: [], events: [] }), 2000);
      return reply(500, { message: 'boom' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const options = { timeoutMs: 300, logger: pino({ level: 'silent' }) };

  it('answers the storefront with its seller’s newest 24 listings for sale, open jobs and upcoming events, with the caller’s credentials', async () => {
    const answer = await composeStorefrontPage(7, { marketplace: `${base}/ok`, jobsEvents: `${base}/ok` }, { authorization: 'Bearer t' }, options);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      storefront: { userId: 7, businessName: 'Brixton Guitar Exchange', verified: true },
      listings: [{ id: 1, query: '/ok/api/marketplace/listings?sellerId=7&sort=newest&limit=24', seenAuth: 'Bearer t' }],
      jobs: [{ id: 2 }],
      events: [{ id: 3 }],
      degraded: [],
    });
  });

  it('passes on the marketplace’s 404 for a storefront not shown, and asks nothing else', async () => {
    asked.length = 0;

    const answer = await composeStorefrontPage(8, { marketplace: `${base}/ok`, jobsEvents: `${base}/ok` }, {}, options);

    expect(answer).toEqual({ status: 404, body: { message: 'Storefront not found', code: 'STOREFRONT_NOT_FOUND' } });
    expect(asked).toEqual(['/ok/api/marketplace/storefronts/8']);
  });

  it('answers within the deadline with the parts that came, naming the others; 502 when the storefront itself does not come', async () => {
    const started = Date.now();

    const slow = await composeStorefrontPage(7, { marketplace: `${base}/ok`, jobsEvents: `${base}/slow` }, {}, options);

    expect(slow).toMatchObject({ status: 200, body: { listings: [{ id: 1 }], jobs: [], events: [], degraded: ['jobs', 'events'] } });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await composeStorefrontPage(7, { marketplace: `${base}/broken`, jobsEvents: `${base}/ok` }, {}, options)).toMatchObject({
      status: 502,
      body: { code: 'DEPENDENCY_UNAVAILABLE' },
    });
  });
});
