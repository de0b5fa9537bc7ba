import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

const MODERATOR_ID = randomInt(10_000_000, 2_000_000_000);

// Trust and safety on real infrastructure: the watch list and its notices, reports hiding a listing
// and moderators deciding, the stolen-gear register.
describe('marketplace: trust and safety', () => {
  let market: ServiceWithMembers;
  let moderator: Member;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService, { MARKETPLACE_MODERATORS: `${MODERATOR_ID}` });
    moderator = await market.member({ id: MODERATOR_ID });
  });

  afterAll(async () => {
    await market?.stop();
  });

  const call = (member: Member | null, method: string, path: string, body?: unknown) => market.call(method, path, { token: member?.token, body });
  const gear = {
    title: 'Fender Player Stratocaster',
    description: 'Polar white, maple neck, barely gigged; hard case included.',
    price: 549.99,
    categoryId: 101,
    condition: 'like_new',
    brand: 'Fender',
    model: 'Player Stratocaster',
    location: 'Bristol',
  };
  const list = async (member: Member, extra: Record<string, unknown> = {}) => {
    const answer = await call(member, 'POST', '/api/marketplace/listings', { ...gear, ...extra });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; status: string; hiddenReason: string | null; serialChecked: boolean };
  };
  const outbox = async (name: string, id: number) =>
    (await market.db.query(`SELECT payload -> 'payload' AS payload FROM outbox WHERE name = $1 AND key = $2 ORDER BY id`, [name, String(id)])).rows.map(
      (row) => row.payload,
    );
  const serial = () => `SN ${randomInt(1e8, 1e9 - 1)}-ab`;

  describe('the watch list', () => {
    it('saves a listing for sale once, shows it saved to that member only, and tells watchers (not the seller) of a price drop and a sale', async () => {
      const [seller, ada, ben] = [await market.member(), await market.member(), await market.member()];
      const { id } = await list(seller);

      expect((await call(ada, 'PUT', `/api/marketplace/listings/${id}/save`)).body).toEqual({ saved: true });
      expect((await call(ada, 'PUT', `/api/marketplace/listings/${id}/save`)).body).toEqual({ saved: true });
      await call(ben, 'PUT', `/api/marketplace/listings/${id}/save`);
      await call(seller, 'PUT', `/api/marketplace/listings/${id}/save`);
      expect((await call(ada, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ isSaved: true });
      expect((await call(null, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ isSaved: false });
      const page = (await call(ada, 'GET', `/api/marketplace/listings?search=${encodeURIComponent('player stratocaster')}&limit=50`)).body;
      expect(page.listings.find((listing: { id: number }) => listing.id === id)).toMatchObject({ isSaved: true });
      expect((await call(ada, 'GET', '/api/marketplace/saved')).body.map((listing: { id: number }) => listing.id)).toEqual([id]);

      // A dearer price, or one in another currency, is no drop.
      await call(seller, 'PATCH', `/api/marketplace/listings/${id}`, { price: 600 });
      await call(seller, 'PATCH', `/api/marketplace/listings/${id}`, { price: '499.50' });
      expect(await outbox('marketplace.listing.watched-change.v1', id)).toEqual([
        {
          listingId: id,
          sellerId: seller.id,
          title: gear.title,
          change: 'price_drop',
          price: '499.50',
          previousPrice: '600.00',
          currency: 'GBP',
          watcherIds: [ada.id, ben.id].sort((a, b) => a - b),
        },
      ]);

      expect((await call(ben, 'DELETE', `/api/marketplace/listings/${id}/save`)).body).toEqual({ saved: false });
      await call(seller, 'POST', `/api/marketplace/listings/${id}/sold`);
      expect((await outbox('marketplace.listing.watched-change.v1', id))[1]).toMatchObject({ change: 'sold', watcherIds: [ada.id], previousPrice: null });
      // Sold, it stays on the watch list marked sold; it can no longer be saved by anyone new.
      expect((await call(ada, 'GET', '/api/marketplace/saved')).body).toMatchObject([{ id, status: 'sold', isSaved: true }]);
      expect((await call(ben, 'PUT', `/api/marketplace/listings/${id}/save`)).status).toBe(404);
      expect((await call(ben, 'PUT', `/api/marketplace/listings/999999999/save`)).status).toBe(404);
    });

    it('tells every watcher of a listing saved by more than 500 members, 500 to a message', async () => {
      const seller = await market.member();
      const { id } = await list(seller);
      await market.db.query(`INSERT INTO saved_listings (user_id, listing_id) SELECT g, $1 FROM generate_series(1, 1203) g`, [id]);
      await call(seller, 'POST', `/api/marketplace/listings/${id}/sold`);
      const messages = await outbox('marketplace.listing.watched-change.v1', id);
      expect(messages.map((message: { watcherIds: number[] }) => message.watcherIds.length)).toEqual([500, 500, 203]);
      expect(new Set(messages.flatMap((message: { watcherIds: number[] }) => message.watcherIds)).size).toBe(1203);
    });
  });

  describe('reports and moderation', () => {
    it('takes one report per member, never from the seller, and hides the listing at reports from 3 members', async () => {
      const [seller, a, b, c] = [await market.member(), await market.member(), await market.member(), await market.member()];
      const { id } = await list(seller);
      const report = (member: Member, body: unknown = { reason: 'fake', description: 'Photos lifted from a shop site.' }) =>
        call(member, 'POST', `/api/marketplace/listings/${id}/report`, body);

      expect((await report(a, { reason: 'scam' })).body).toMatchObject({ message: 'Choose a reason: spam, inappropriate, fake, overpriced, other' });
      expect((await report(seller)).body).toMatchObject({ code: 'REPORT_OWN_LISTING', message: 'You cannot report your own listing' });
      const first = await report(a);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ listingId: id, reason: 'fake', description: 'Photos lifted from a shop site.', status: 'pending' });
      expect((await report(a)).body).toMatchObject({ code: 'REPORT_EXISTS', message: 'You have already reported this listing' });
      expect((await report(a)).status).toBe(409);
      // Two members reporting at the same instant: both count, once each.
      const both = await Promise.all([report(b, { reason: 'spam' }), report(c, { reason: 'overpriced' })]);
      expect(both.map((answer) => answer.status)).toEqual([201, 201]);

      expect((await call(a, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(404);
      expect((await call(seller, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'hidden', hiddenReason: 'reports' });
      expect((await call(moderator, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'hidden' });
      expect((await market.db.query(`SELECT reported_count FROM equipment_listings WHERE id = $1`, [id])).rows[0]).toEqual({ reported_count: 3 });
      expect(await outbox('marketplace.listing.hidden.v1', id)).toEqual([{ listingId: id, userId: seller.id, title: gear.title, reason: 'reports' }]);
      expect((await call(seller, 'POST', `/api/marketplace/listings/${id}/relist`)).body).toMatchObject({ code: 'LISTING_HIDDEN' });
    });

    it('lets moderators only list reports and decide; restoring settles the other reports, removing takes the listing off, every decision recorded', async () => {
      const [seller, a, b, c, d] = [await market.member(), await market.member(), await market.member(), await market.member(), await market.member()];
      const { id } = await list(seller);
      const reportIds: number[] = [];
      for (const member of [a, b, c]) reportIds.push((await call(member, 'POST', `/api/marketplace/listings/${id}/report`, { reason: 'spam' })).body.id);

      expect((await call(a, 'GET', '/api/marketplace/moderation')).body).toEqual({ moderator: false });
      expect((await call(moderator, 'GET', '/api/marketplace/moderation')).body).toEqual({ moderator: true });
      expect((await call(a, 'GET', '/api/marketplace/reports')).body).toMatchObject({ code: 'MODERATORS_ONLY' });
      expect((await call(seller, 'PATCH', `/api/marketplace/reports/${reportIds[0]}`, { status: 'dismissed', listingAction: 'restore' })).status).toBe(403);
      expect((await call(moderator, 'PATCH', `/api/marketplace/reports/999999999`, { status: 'dismissed' })).status).toBe(404);
      expect((await call(moderator, 'PATCH', `/api/marketplace/reports/${reportIds[0]}`, { status: 'pending' })).status).toBe(400);

      const queue = (await call(moderator, 'GET', '/api/marketplace/reports?status=pending')).body;
      const ours = queue.reports.filter((report: { listingId: number }) => report.listingId === id);
      expect(ours).toHaveLength(3);
      expect(ours[0]).toMatchObject({
        reporterId: a.id,
        listing: { id, title: gear.title, userId: seller.id, status: 'hidden', reportedCount: 3 },
        decisions: [],
      });

      const restored = await call(moderator, 'PATCH', `/api/marketplace/reports/${reportIds[0]}`, {
        status: 'dismissed',
        listingAction: 'restore',
        adminNotes: 'Genuine seller, receipts seen.',
      });
      expect(restored.body).toMatchObject({
        status: 'dismissed',
        adminNotes: 'Genuine seller, receipts seen.',
        listing: { status: 'active' },
        decisions: [{ moderatorId: MODERATOR_ID, status: 'dismissed', listingAction: 'restore', notes: 'Genuine seller, receipts seen.' }],
      });
      expect(restored.body.resolvedAt).not.toBeNull();
      expect((await call(a, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'active', hiddenReason: null });
      const { rows } = await market.db.query(`SELECT status FROM listing_reports WHERE listing_id = $1 ORDER BY id`, [id]);
      expect(rows.map((row) => row.status)).toEqual(['dismissed', 'reviewed', 'reviewed']);
      expect(await outbox('marketplace.listing.moderated.v1', id)).toEqual([{ listingId: id, userId: seller.id, title: gear.title, action: 'restore' }]);

      // Settled reports no longer count: one more report does not hide it again.
      await call(d, 'POST', `/api/marketplace/listings/${id}/report`, { reason: 'inappropriate' });
      expect((await call(a, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(200);

      const dReport = (await call(moderator, 'GET', '/api/marketplace/reports')).body.reports.find(
        (report: { reporterId: number }) => report.reporterId === d.id,
      );
      const removed = await call(moderator, 'PATCH', `/api/marketplace/reports/${dReport.id}`, { status: 'resolved', listingAction: 'remove' });
      expect(removed.body).toMatchObject({ status: 'resolved', listing: { status: 'removed' } });
      expect((await call(seller, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'removed', hiddenReason: 'moderator' });
      expect((await call(d, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(404);
      const decisions = await market.db.query(`SELECT count(*)::int AS n FROM listing_moderation_decisions WHERE listing_id = $1`, [id]);
      expect(decisions.rows[0]).toEqual({ n: 4 });
    });
  });

  describe('the stolen gear register', () => {
    it('hides listings carrying a registered serial (however it is written), tells their sellers, and never shows the serial', async () => {
      const [seller, owner, other] = [await market.member(), await market.member(), await market.member()];
      const number = serial();
      const listing = await list(seller, { serialNumber: number });
      expect(listing).toMatchObject({ status: 'active', serialChecked: true });
      expect(JSON.stringify(listing)).not.toContain(number.slice(3, 12));
      const stored = await market.db.query(`SELECT serial_hash FROM equipment_listings WHERE id = $1`, [listing.id]);
      expect(stored.rows[0].serial_hash).not.toContain(number.slice(3, 12));

      const written = number.toLowerCase().replace(/[\s-]/g, '');
      const entry = await call(owner, 'POST', '/api/marketplace/stolen', {
        serialNumber: written,
        brand: 'Fender',
        description: 'Taken from a van in Bristol',
      });
      expect(entry.status).toBe(201);
      expect(entry.body).toMatchObject({ serialHint: 'AB', brand: 'Fender', matchedListings: 1 });
      expect((await call(owner, 'POST', '/api/marketplace/stolen', { serialNumber: number })).body).toMatchObject({ code: 'SERIAL_ALREADY_REGISTERED' });
      expect((await call(other, 'GET', `/api/marketplace/listings/${listing.id}`)).status).toBe(404);
      expect((await call(seller, 'GET', `/api/marketplace/listings/${listing.id}`)).body).toMatchObject({ status: 'hidden', hiddenReason: 'stolen' });
      expect(await outbox('marketplace.listing.hidden.v1', listing.id)).toEqual([
        { listingId: listing.id, userId: seller.id, title: gear.title, reason: 'stolen' },
      ]);

      // Listed again, or edited onto a listing, it is hidden at once.
      const again = await list(other, { serialNumber: ` ${number.toUpperCase()} ` });
      expect(again).toMatchObject({ status: 'hidden', hiddenReason: 'stolen' });
      const edited = await list(other);
      expect((await call(other, 'PATCH', `/api/marketplace/listings/${edited.id}`, { serialNumber: number })).body).toMatchObject({ status: 'hidden' });

      // Someone else's entry is not theirs to withdraw; the owner's withdrawal puts the listings back.
      expect((await call(seller, 'DELETE', `/api/marketplace/stolen/${entry.body.id}`)).status).toBe(404);
      expect((await call(owner, 'GET', '/api/marketplace/stolen')).body).toMatchObject([{ id: entry.body.id, matchedListings: 3 }]);
      expect((await call(owner, 'DELETE', `/api/marketplace/stolen/${entry.body.id}`)).status).toBe(204);
      for (const id of [listing.id, again.id, edited.id])
        expect((await call(other, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'active' });
      expect((await call(owner, 'GET', '/api/marketplace/stolen')).body).toEqual([]);
    });

    it('refuses serials without 4 letters or digits, and a registration without one', async () => {
      const member = await market.member();
      const short = await call(member, 'POST', '/api/marketplace/listings', { ...gear, serialNumber: '1-2-3' });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('A serial number has 4 to 40 letters or digits');
      expect((await call(member, 'POST', '/api/marketplace/stolen', { brand: 'Gibson' })).body.message).toBe('Enter the serial number');
    });

    it('serialises a listing and a registration of the same serial: whichever runs second sees the first', async () => {
      const [seller, owner] = [await market.member(), await market.member()];
      for (let round = 0; round < 5; round++) {
        const number = serial();
        const [created] = await Promise.all([list(seller, { serialNumber: number }), call(owner, 'POST', '/api/marketplace/stolen', { serialNumber: number })]);
        expect((await call(seller, 'GET', `/api/marketplace/listings/${created.id}`)).body).toMatchObject({ status: 'hidden', hiddenReason: 'stolen' });
      }
    });
  });
});
