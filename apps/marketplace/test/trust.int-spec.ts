import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { ServiceWithMembers, eventually, userSnapshot, type Member } from '@stave/platform/testing';
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
    const DAY_MS = 24 * 60 * 60 * 1000;
    // Accounts identity made 60 days ago: established reporters (docs/marketplace.md § Reports: who counts).
    const established = () => market.member({ createdAt: new Date(Date.now() - 60 * DAY_MS).toISOString() });
    const report = (member: Member, id: number, reason = 'fake') =>
      call(member, 'POST', `/api/marketplace/listings/${id}/report`, { reason, description: 'Photos lifted from a shop site.' });
    const pending = async (id: number) =>
      (
        (await call(moderator, 'GET', '/api/marketplace/reports?status=pending')).body.reports as Array<{
          id: number;
          listingId: number;
          reporterId: number;
          reporterWeight: number;
        }>
      ).filter((entry) => entry.listingId === id);

    it('takes one report per member, never from the seller; three brand-new accounts hide nothing, and their reports reach the queue', async () => {
      const [seller, a, b, c] = [await market.member(), await market.member(), await market.member(), await market.member()];
      const { id } = await list(seller);

      expect((await call(a, 'POST', `/api/marketplace/listings/${id}/report`, { reason: 'scam' })).body).toMatchObject({
        message: 'Choose a reason: spam, inappropriate, fake, overpriced, other',
      });
      expect((await report(seller, id)).body).toMatchObject({ code: 'REPORT_OWN_LISTING', message: 'You cannot report your own listing' });
      const first = await report(a, id);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ listingId: id, reason: 'fake', description: 'Photos lifted from a shop site.', status: 'pending' });
      expect((await report(a, id)).body).toMatchObject({ code: 'REPORT_EXISTS', message: 'You have already reported this listing' });
      expect((await report(a, id)).status).toBe(409);
      expect((await Promise.all([report(b, id, 'spam'), report(c, id, 'overpriced')])).map((answer) => answer.status)).toEqual([201, 201]);

      expect((await call(a, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'active' });
      expect((await call(null, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(200);
      expect(await outbox('marketplace.listing.hidden.v1', id)).toEqual([]);
      expect((await market.db.query(`SELECT reported_count FROM equipment_listings WHERE id = $1`, [id])).rows[0]).toEqual({ reported_count: 3 });
      const queued = await pending(id);
      expect(queued.map((entry) => entry.reporterId).sort()).toEqual([a.id, b.id, c.id].sort());
      expect(queued.map((entry) => entry.reporterWeight)).toEqual([0, 0, 0]);
    });

    it('hides a listing at once when established members agree, two reporting at the same instant both counting', async () => {
      const [seller, a, b, c] = [await market.member(), await established(), await established(), await established()];
      const { id } = await list(seller);

      expect((await report(a, id)).status).toBe(201);
      expect((await call(b, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(200);
      expect((await Promise.all([report(b, id, 'spam'), report(c, id, 'overpriced')])).map((answer) => answer.status)).toEqual([201, 201]);

      expect((await call(a, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(404);
      expect((await call(seller, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'hidden', hiddenReason: 'reports' });
      expect((await call(moderator, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'hidden' });
      expect(await outbox('marketplace.listing.hidden.v1', id)).toEqual([{ listingId: id, userId: seller.id, title: gear.title, reason: 'reports' }]);
      expect((await call(seller, 'POST', `/api/marketplace/listings/${id}/relist`)).body).toMatchObject({ code: 'LISTING_HIDDEN' });
      expect((await pending(id)).map((entry) => entry.reporterWeight)).toEqual([1, 1, 1]);
    });

    it('weighs a reporter by their record: two upheld reports count double, two dismissed ones nothing; identity’s later snapshot dates an account', async () => {
      const [seller, proven, careless, newcomer, other] = [
        await market.member(),
        await established(),
        await established(),
        await market.member(),
        await established(),
      ];
      const decideEach = async (reporter: Member, decision: Record<string, string>) => {
        for (let i = 0; i < 2; i++) {
          const { id } = await list(seller);
          const filed = await report(reporter, id);
          expect((await call(moderator, 'PATCH', `/api/marketplace/reports/${filed.body.id}`, decision)).status).toBe(200);
        }
      };
      await decideEach(proven, { status: 'resolved', listingAction: 'remove' });
      await decideEach(careless, { status: 'dismissed' });

      // A new account, once identity's snapshot says it is 60 days old, is established.
      await market.updateMember(
        userSnapshot(newcomer.id, { version: 5, username: newcomer.username, createdAt: new Date(Date.now() - 60 * DAY_MS).toISOString() }),
        ['name'],
      );
      await eventually(
        async () =>
          (await market.db.query(`SELECT 1 FROM member_accounts WHERE user_id = $1 AND registered_at < now() - interval '59 days'`, [newcomer.id])).rowCount,
      );

      const target = await list(seller);
      await report(careless, target.id);
      await report(proven, target.id, 'spam');
      expect((await call(other, 'GET', `/api/marketplace/listings/${target.id}`)).status).toBe(200);
      await report(newcomer, target.id, 'other');
      expect((await call(other, 'GET', `/api/marketplace/listings/${target.id}`)).status).toBe(404);
      const weights = Object.fromEntries((await pending(target.id)).map((entry) => [entry.reporterId, entry.reporterWeight]));
      expect(weights).toEqual({ [careless.id]: 0, [proven.id]: 2, [newcomer.id]: 1 });
    });

    it('lets moderators only list reports and decide; restoring settles the other reports, removing takes the listing off, every decision recorded', async () => {
      const [seller, a, b, c, d] = [await market.member(), await established(), await established(), await established(), await market.member()];
      const { id } = await list(seller);
      const reportIds: number[] = [];
      for (const member of [a, b, c]) reportIds.push((await report(member, id, 'spam')).body.id);

      expect((await call(a, 'GET', '/api/marketplace/moderation')).body).toEqual({ moderator: false });
      expect((await call(moderator, 'GET', '/api/marketplace/moderation')).body).toEqual({ moderator: true });
      expect((await call(a, 'GET', '/api/marketplace/reports')).body).toMatchObject({ code: 'MODERATORS_ONLY' });
      expect((await call(seller, 'PATCH', `/api/marketplace/reports/${reportIds[0]}`, { status: 'dismissed', listingAction: 'restore' })).status).toBe(403);
      expect((await call(moderator, 'PATCH', `/api/marketplace/reports/999999999`, { status: 'dismissed' })).status).toBe(404);
      expect((await call(moderator, 'PATCH', `/api/marketplace/reports/${reportIds[0]}`, { status: 'pending' })).status).toBe(400);

      const ours = await pending(id);
      expect(ours).toHaveLength(3);
      expect(ours[0]).toMatchObject({
        reporterId: a.id,
        reporterWeight: 1,
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
      await report(d, id, 'inappropriate');
      expect((await call(a, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(200);

      const dReport = (await pending(id)).find((entry) => entry.reporterId === d.id)!;
      const removed = await call(moderator, 'PATCH', `/api/marketplace/reports/${dReport.id}`, { status: 'resolved', listingAction: 'remove' });
      expect(removed.body).toMatchObject({ status: 'resolved', listing: { status: 'removed' } });
      expect((await call(seller, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'removed', hiddenReason: 'moderator' });
      expect((await call(d, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(404);
      const decisions = await market.db.query(`SELECT count(*)::int AS n FROM listing_moderation_decisions WHERE listing_id = $1`, [id]);
      expect(decisions.rows[0]).toEqual({ n: 4 });
    });

    it('does not hide a listing a moderator restored again for the reasons they ruled on; established members reporting something else still do', async () => {
      const seller = await market.member();
      const members = await Promise.all(Array.from({ length: 9 }, () => established()));
      const { id } = await list(seller);
      const first = [];
      for (const member of members.slice(0, 3)) first.push((await report(member, id, 'fake')).body.id);
      expect((await call(members[8]!, 'GET', `/api/marketplace/listings/${id}`)).status).toBe(404);
      await call(moderator, 'PATCH', `/api/marketplace/reports/${first[0]}`, { status: 'resolved', listingAction: 'restore', adminNotes: 'Receipt seen.' });

      for (const member of members.slice(3, 6)) expect((await report(member, id, 'fake')).status).toBe(201);
      expect((await call(members[8]!, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'active' });
      expect((await pending(id)).map((entry) => entry.reporterId).sort()).toEqual(
        members
          .slice(3, 6)
          .map((member) => member.id)
          .sort(),
      );

      for (const member of members.slice(6, 9)) await report(member, id, 'inappropriate');
      expect((await call(seller, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'hidden', hiddenReason: 'reports' });
    });
  });

  describe('the stolen gear register', () => {
    const stolenReviews = (id: number) => outbox('marketplace.listing.stolen-review.v1', id);
    const matchesOf = async (listingId: number, status = 'pending') =>
      (
        (await call(moderator, 'GET', `/api/marketplace/stolen-matches?status=${status}`)).body.matches as Array<{ id: number; listing: { id: number } }>
      ).filter((match) => match.listing.id === listingId);

    it('hides nothing when a serial is registered and tells the registrant nothing about listings; the seller hears a check is open, the moderators see both sides', async () => {
      const [seller, owner, other, again] = [await market.member(), await market.member(), await market.member(), await market.member()];
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
        stolenOn: '2026-10-03',
        crimeReference: 'AS/12345/26',
        description: 'Taken from a van in Bristol',
      });
      expect(entry.status).toBe(201);
      expect(entry.body).toEqual({
        id: expect.any(Number),
        serialHint: 'AB',
        brand: 'Fender',
        model: null,
        stolenOn: '2026-10-03',
        crimeReference: 'AS/12345/26',
        description: 'Taken from a van in Bristol',
        createdAt: expect.any(String),
      });
      expect((await call(owner, 'GET', '/api/marketplace/stolen')).body).toEqual([entry.body]);
      expect((await call(owner, 'POST', '/api/marketplace/stolen', { serialNumber: number })).body).toMatchObject({ code: 'SERIAL_ALREADY_REGISTERED' });

      // Still for sale, to everyone; its seller is told a check is open, never by whom.
      expect((await call(other, 'GET', `/api/marketplace/listings/${listing.id}`)).body).toMatchObject({ status: 'active' });
      expect(
        (await call(null, 'GET', `/api/marketplace/listings?search=${encodeURIComponent('player stratocaster')}&sellerId=${seller.id}`)).body.listings,
      ).toHaveLength(1);
      expect(await outbox('marketplace.listing.hidden.v1', listing.id)).toEqual([]);
      expect(await stolenReviews(listing.id)).toEqual([{ listingId: listing.id, userId: seller.id, title: gear.title, stage: 'opened' }]);

      // A second registrant of the serial: another check, the seller told once.
      await call(again, 'POST', '/api/marketplace/stolen', { serialNumber: number });
      expect(await stolenReviews(listing.id)).toHaveLength(1);

      // The moderators' queue: the registration with its registrant, the listing as it is now.
      expect((await call(other, 'GET', '/api/marketplace/stolen-matches')).body).toMatchObject({ code: 'MODERATORS_ONLY' });
      const [match] = (await matchesOf(listing.id)) as Array<Record<string, unknown>>;
      expect(match).toMatchObject({
        status: 'pending',
        decidedAt: null,
        registration: {
          id: entry.body.id,
          registrantId: owner.id,
          registrantName: `Member ${owner.id}`,
          serialHint: 'AB',
          brand: 'Fender',
          stolenOn: '2026-10-03',
          crimeReference: 'AS/12345/26',
          description: 'Taken from a van in Bristol',
          confirmedMatches: 0,
          dismissedMatches: 0,
        },
        listing: { id: listing.id, title: gear.title, price: 549.99, location: 'Bristol', status: 'active', userId: seller.id, serialStillMatches: true },
      });
      expect(await matchesOf(listing.id)).toHaveLength(2);

      // Listed again, or edited onto a listing, it is checked too and stays for sale.
      const listedAgain = await list(other, { serialNumber: ` ${number.toUpperCase()} ` });
      expect(listedAgain).toMatchObject({ status: 'active', hiddenReason: null });
      const edited = await list(other);
      expect((await call(other, 'PATCH', `/api/marketplace/listings/${edited.id}`, { serialNumber: number })).body).toMatchObject({ status: 'active' });
      for (const id of [listedAgain.id, edited.id]) expect(await stolenReviews(id)).toEqual([expect.objectContaining({ listingId: id, stage: 'opened' })]);

      // While a check waits, its seller cannot delete the listing (they can mark it sold).
      expect((await call(seller, 'DELETE', `/api/marketplace/listings/${listing.id}`)).body).toMatchObject({ code: 'LISTING_UNDER_REVIEW' });
      expect((await call(seller, 'DELETE', `/api/marketplace/listings/${listing.id}`)).status).toBe(409);
    });

    it('lets a moderator confirm (the listing is hidden, its seller told) or dismiss (nothing changes; the seller hears it is over), once, never on their own', async () => {
      const [seller, owner, buyer] = [await market.member(), await market.member(), await market.member()];
      const number = serial();
      const [first, second] = [await list(seller, { serialNumber: number }), await list(seller, { serialNumber: number })];
      const entry = (await call(owner, 'POST', '/api/marketplace/stolen', { serialNumber: number, brand: 'Fender' })).body;
      const [confirmMe] = await matchesOf(first.id);
      const [dismissMe] = await matchesOf(second.id);

      expect((await call(owner, 'PUT', `/api/marketplace/stolen-matches/${confirmMe!.id}`, { decision: 'confirm' })).status).toBe(403);
      expect((await call(moderator, 'PUT', `/api/marketplace/stolen-matches/${confirmMe!.id}`, { decision: 'hide' })).body.message).toBe(
        'Choose confirm or dismiss',
      );
      expect((await call(moderator, 'PUT', `/api/marketplace/stolen-matches/999999999`, { decision: 'confirm' })).status).toBe(404);

      const confirmed = await call(moderator, 'PUT', `/api/marketplace/stolen-matches/${confirmMe!.id}`, {
        decision: 'confirm',
        notes: 'Receipt and crime report match.',
      });
      expect(confirmed.body).toMatchObject({
        status: 'confirmed',
        decidedBy: MODERATOR_ID,
        notes: 'Receipt and crime report match.',
        listing: { status: 'hidden' },
      });
      expect((await call(buyer, 'GET', `/api/marketplace/listings/${first.id}`)).status).toBe(404);
      expect((await call(seller, 'GET', `/api/marketplace/listings/${first.id}`)).body).toMatchObject({ status: 'hidden', hiddenReason: 'stolen' });
      expect(await outbox('marketplace.listing.hidden.v1', first.id)).toEqual([
        { listingId: first.id, userId: seller.id, title: gear.title, reason: 'stolen' },
      ]);
      expect((await call(moderator, 'PUT', `/api/marketplace/stolen-matches/${confirmMe!.id}`, { decision: 'dismiss' })).body).toMatchObject({
        code: 'STOLEN_MATCH_DECIDED',
      });
      // Both keep their data: the registrant's entry, the seller's listing (hidden, theirs to see).
      expect((await call(owner, 'GET', '/api/marketplace/stolen')).body).toEqual([entry]);

      const dismissed = await call(moderator, 'PUT', `/api/marketplace/stolen-matches/${dismissMe!.id}`, { decision: 'dismiss', notes: 'Different guitar.' });
      expect(dismissed.body).toMatchObject({ status: 'dismissed', listing: { status: 'active' }, registration: { confirmedMatches: 1, dismissedMatches: 0 } });
      expect((await call(buyer, 'GET', `/api/marketplace/listings/${second.id}`)).body).toMatchObject({ status: 'active' });
      expect(await outbox('marketplace.listing.hidden.v1', second.id)).toEqual([]);
      expect((await stolenReviews(second.id)).map((review: { stage: string }) => review.stage)).toEqual(['opened', 'cleared']);
      // Dismissed, it is not opened again by an edit of the same serial.
      await call(seller, 'PATCH', `/api/marketplace/listings/${second.id}`, { serialNumber: number });
      expect(await stolenReviews(second.id)).toHaveLength(2);
      expect((await call(seller, 'DELETE', `/api/marketplace/listings/${second.id}`)).status).toBe(204);

      // A moderator's own listing is another moderator's to decide.
      const own = await list(moderator, { serialNumber: number });
      const [ownMatch] = await matchesOf(own.id);
      expect((await call(moderator, 'PUT', `/api/marketplace/stolen-matches/${ownMatch!.id}`, { decision: 'dismiss' })).body).toMatchObject({
        code: 'STOLEN_MATCH_OWN',
      });
      expect((await call(moderator, 'GET', `/api/marketplace/listings/${own.id}`)).body).toMatchObject({ status: 'active' });
    });

    it('closes an entry’s checks when its registrant withdraws it: a listing hidden on its confirmation goes back, the others’ sellers hear it is over', async () => {
      const [seller, owner, stranger] = [await market.member(), await market.member(), await market.member()];
      const number = serial();
      const [hidden, waiting] = [await list(seller, { serialNumber: number }), await list(seller, { serialNumber: number })];
      const entry = (await call(owner, 'POST', '/api/marketplace/stolen', { serialNumber: number })).body;
      const [match] = await matchesOf(hidden.id);
      await call(moderator, 'PUT', `/api/marketplace/stolen-matches/${match!.id}`, { decision: 'confirm' });

      expect((await call(seller, 'DELETE', `/api/marketplace/stolen/${entry.id}`)).status).toBe(404);
      expect((await call(stranger, 'DELETE', `/api/marketplace/stolen/${entry.id}`)).body).toMatchObject({ code: 'STOLEN_ENTRY_NOT_FOUND' });
      expect((await call(owner, 'DELETE', `/api/marketplace/stolen/${entry.id}`)).status).toBe(204);

      for (const id of [hidden.id, waiting.id])
        expect((await call(stranger, 'GET', `/api/marketplace/listings/${id}`)).body).toMatchObject({ status: 'active' });
      expect(await outbox('marketplace.listing.moderated.v1', hidden.id)).toEqual([
        { listingId: hidden.id, userId: seller.id, title: gear.title, action: 'restore' },
      ]);
      expect((await stolenReviews(waiting.id)).map((review: { stage: string }) => review.stage)).toEqual(['opened', 'cleared']);
      expect((await call(owner, 'GET', '/api/marketplace/stolen')).body).toEqual([]);
      expect(await matchesOf(waiting.id)).toEqual([]);
    });

    it('refuses serials without 4 letters or digits, a registration without one or dated in the future, and more than 20 registrations a day', async () => {
      const member = await market.member();
      const short = await call(member, 'POST', '/api/marketplace/listings', { ...gear, serialNumber: '1-2-3' });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('A serial number has 4 to 40 letters or digits');
      expect((await call(member, 'POST', '/api/marketplace/stolen', { brand: 'Gibson' })).body.message).toBe('Enter the serial number');
      const future = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      expect((await call(member, 'POST', '/api/marketplace/stolen', { serialNumber: serial(), stolenOn: future })).body.message).toBe(
        'Enter the date it was stolen (not in the future)',
      );

      const answers = [];
      for (let i = 0; i < 20; i++) answers.push((await call(member, 'POST', '/api/marketplace/stolen', { serialNumber: serial() })).status);
      expect(answers.filter((status) => status === 201)).toHaveLength(20);
      const refused = await call(member, 'POST', '/api/marketplace/stolen', { serialNumber: serial() });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'STOLEN_TOO_MANY', message: 'You have registered a lot of serial numbers today. Please try again tomorrow.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(member, 'GET', '/api/marketplace/stolen')).body).toHaveLength(20);
    });

    it('serialises a listing and a registration of the same serial: whichever runs second sees the first', async () => {
      const [seller, owner] = [await market.member(), await market.member()];
      for (let round = 0; round < 5; round++) {
        const number = serial();
        const [created] = await Promise.all([list(seller, { serialNumber: number }), call(owner, 'POST', '/api/marketplace/stolen', { serialNumber: number })]);
        expect(await matchesOf(created.id)).toHaveLength(1);
        expect(await stolenReviews(created.id)).toHaveLength(1);
      }
    });
  });
});
