import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FileStorage } from '@stave/platform';
import { ServiceWithMembers, eventually, findMemberId, type Member } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

// The erased member is one of the moderators too, so their decisions are there to anonymise.
const ERASED_ID = randomInt(1_000_000_000, 2_000_000_000);

// On real infrastructure: a member's export (their listings with the photo files, watch list, storefront,
// stolen-gear entries, reports) and their erasure (docs/marketplace.md § Data rights).
describe('marketplace: data rights', () => {
  let market: ServiceWithMembers;
  let storage: FileStorage;
  let jpeg: Buffer;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService, { MARKETPLACE_MODERATORS: `${ERASED_ID}` });
    storage = market.service.app.get(FileStorage);
    jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3355' } })
      .jpeg()
      .toBuffer();
  });

  afterAll(async () => {
    await market?.stop();
  });

  const call = async (member: Member, method: string, path: string, body?: unknown) => {
    const answer = await market.call(method, path, { token: member.token, body });
    expect(answer.status).toBeLessThan(300);
    return answer.body;
  };
  const list = (seller: Member, extra: Record<string, unknown> = {}): Promise<{ id: number }> =>
    call(seller, 'POST', '/api/marketplace/listings', {
      title: 'Gibson Les Paul Studio',
      description: 'Wine red, 2014, a few dings on the back; gig bag included.',
      price: 899,
      categoryId: 101,
      condition: 'good',
      location: 'Leeds',
      ...extra,
    });
  const upload = async (seller: Member, listingId: number, count: number): Promise<Array<{ url: string; cardUrl: string }>> => {
    const form = new FormData();
    for (let index = 0; index < count; index++) form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
    return (await call(seller, 'POST', `/api/marketplace/listings/${listingId}/images`, form)).photos;
  };
  const serial = () => `SN ${randomInt(1e8, 1e9 - 1)}`;
  const read = async (key: string) => {
    const file = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  // Everything the service announced has gone out: an erasure purges sent events only.
  const outboxDrained = () => eventually(async () => (await market.db.query(`SELECT 1 FROM outbox WHERE sent_at IS NULL`)).rowCount === 0);

  it("exports the member's listings with their photo files, watch list, storefront, stolen-gear entries and reports, and nothing private of others", async () => {
    const [member, other] = [await market.member({ subscriptionTier: 'business' }), await market.member()];
    const mine = await list(member, { title: 'Fender Jazz Bass', serialNumber: serial() });
    await upload(member, mine.id, 2);
    const theirs = await list(other, { title: 'Vox AC30' });
    await call(member, 'PUT', `/api/marketplace/listings/${theirs.id}/save`);
    await call(member, 'PUT', '/api/marketplace/storefront', { businessName: 'Low End Theory', phone: '0113 496 0000', isActive: true });
    await call(member, 'POST', '/api/marketplace/stolen', {
      serialNumber: serial(),
      brand: 'Fender',
      stolenOn: '2026-09-14',
      crimeReference: 'WY/2026/0914',
      description: 'Taken from my van in Leeds.',
    });
    await call(member, 'POST', `/api/marketplace/listings/${theirs.id}/report`, { reason: 'fake', description: 'Stock photos.' });
    // Someone else's report on the member's listing and their own register entry are theirs, not the member's.
    await call(other, 'POST', `/api/marketplace/listings/${mine.id}/report`, { reason: 'spam', description: 'Private note from the other member' });
    await call(other, 'POST', '/api/marketplace/stolen', { serialNumber: serial(), description: 'Other member’s own stolen amp' });
    const exportId = randomUUID();

    await market.publish('identity.export.requested.v1', member.id, { exportId, userId: member.id, requestedAt: new Date().toISOString() });

    const ready = await eventually(
      async () =>
        (await market.db.query(`SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'marketplace.export.part-ready.v1' AND key = $1`, [exportId]))
          .rows[0]?.payload,
    );
    expect(ready).toMatchObject({ exportId, userId: member.id, service: 'marketplace' });
    const part = JSON.parse((await read(ready.dataKey)).toString('utf8'));
    expect(part).toMatchObject({
      service: 'marketplace',
      memberId: member.id,
      listings: [{ id: mine.id, title: 'Fender Jazz Bass', price: '899.00', categoryName: expect.any(String), serialRecorded: true, status: 'active' }],
      listingPhotos: [
        { listingId: mine.id, position: 1, isPrimary: true, file: `listings/${mine.id}-1.webp` },
        { listingId: mine.id, position: 2, isPrimary: false, file: `listings/${mine.id}-2.webp` },
      ],
      savedListings: [{ listingId: theirs.id, title: 'Vox AC30' }],
      storefront: { businessName: 'Low End Theory', phone: '0113 496 0000', isActive: true },
      stolenGear: [
        {
          brand: 'Fender',
          stolenOn: '2026-09-14',
          crimeReference: 'WY/2026/0914',
          description: 'Taken from my van in Leeds.',
          serialHint: expect.any(String),
        },
      ],
      reports: [{ listingId: theirs.id, reason: 'fake', description: 'Stock photos.', status: 'pending' }],
    });
    expect(part.listings[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(ready.files.map((file: { name: string }) => file.name)).toEqual([`listings/${mine.id}-1.webp`, `listings/${mine.id}-2.webp`]);
    for (const file of ready.files) expect((await sharp(await read(file.key)).metadata()).format).toBe('webp');
    const text = JSON.stringify(part);
    expect(text).not.toContain('Private note from the other member');
    expect(text).not.toContain('Other member’s own stolen amp');
    expect(text).not.toMatch(new RegExp(`(^|[^0-9])${other.id}([^0-9]|$)`));
  });

  it('erases the member (twice, harmlessly): listings and photo files, saves, storefront, reports gone; stolen entries, their checks and decisions kept without them', async () => {
    const erased = await market.member({ id: ERASED_ID, subscriptionTier: 'business' });
    const [other, third] = [await market.member(), await market.member()];
    const stolenSerial = serial();
    // The erased member's own: two listings (one with photos), a storefront, a stolen-gear entry.
    const withPhotos = await list(erased, { serialNumber: serial() });
    const photos = await upload(erased, withPhotos.id, 2);
    const plain = await list(erased, { title: 'Boss RC-30 looper' });
    await call(erased, 'PUT', '/api/marketplace/storefront', { businessName: 'Erased Audio', email: 'shop@example.com', isActive: true });
    await call(erased, 'POST', '/api/marketplace/stolen', {
      serialNumber: stolenSerial,
      brand: 'Gibson',
      stolenOn: '2026-08-01',
      crimeReference: 'MET/2026/0801',
      description: 'From my flat on Elm Street.',
    });
    // A serial a member erased before also registered: it keeps that one anonymous entry, not two, and the check of
    // a listing carrying it moves to that entry.
    const sharedSerial = serial();
    const shared = await call(erased, 'POST', '/api/marketplace/stolen', { serialNumber: sharedSerial, brand: 'Ibanez' });
    const sharedListing = await list(third, { title: 'Ibanez RG550', serialNumber: sharedSerial });
    const [{ serial_hash: sharedHash }] = (
      await market.db.query(
        `INSERT INTO stolen_serials (serial_hash, serial_hint, reporter_id) SELECT serial_hash, serial_hint, 0 FROM stolen_serials WHERE id = $1 RETURNING serial_hash`,
        [shared.id],
      )
    ).rows;
    // Another member watches and reports the erased member's listing, and lists gear carrying the stolen serial.
    await call(other, 'PUT', `/api/marketplace/listings/${withPhotos.id}/save`);
    await call(other, 'POST', `/api/marketplace/listings/${plain.id}/report`, { reason: 'spam' });
    const hot = await list(other, { title: 'Gibson SG', serialNumber: stolenSerial });
    // The erased member watches, opens and reports the other's listing (its price then drops: they are told), and as
    // a moderator decides on a third member's report of it.
    const theirs = await list(other, { title: 'Marshall JCM800', price: 1200 });
    await call(erased, 'PUT', `/api/marketplace/listings/${theirs.id}/save`);
    await call(other, 'PUT', `/api/marketplace/listings/${theirs.id}/save`);
    await call(erased, 'GET', `/api/marketplace/listings/${theirs.id}`);
    await call(erased, 'POST', `/api/marketplace/listings/${theirs.id}/report`, { reason: 'overpriced' });
    const thirdReport = await call(third, 'POST', `/api/marketplace/listings/${theirs.id}/report`, { reason: 'fake', description: 'Not a real JCM800.' });
    await call(erased, 'PATCH', `/api/marketplace/reports/${thirdReport.id}`, { status: 'reviewed', adminNotes: 'Asked the seller for photos.' });
    // And decides a stolen-gear check between two other members.
    const thirdSerial = serial();
    await call(third, 'POST', '/api/marketplace/stolen', { serialNumber: thirdSerial });
    const checked = await list(other, { title: 'Gretsch G5420', serialNumber: thirdSerial });
    const [{ id: decidedMatch }] = (await market.db.query(`SELECT id FROM stolen_matches WHERE listing_id = $1`, [checked.id])).rows;
    await call(erased, 'PUT', `/api/marketplace/stolen-matches/${decidedMatch}`, { decision: 'dismiss', notes: 'A different guitar.' });
    await call(other, 'PATCH', `/api/marketplace/listings/${theirs.id}`, { price: 1100 });
    expect(await findMemberId(market.db, erased.id)).not.toEqual([]);
    await outboxDrained();

    const events = [
      await market.publish('identity.user.erased.v1', erased.id, { userId: erased.id, erasedAt: new Date().toISOString() }),
      await market.publish('identity.user.erased.v1', erased.id, { userId: erased.id, erasedAt: new Date().toISOString() }),
    ];
    await eventually(
      async () =>
        (await market.db.query(`SELECT 1 FROM inbox WHERE consumer = 'marketplace:MemberDataConsumer.onUserErased' AND event_id = ANY($1::uuid[])`, [events]))
          .rowCount === 2,
    );

    expect(await findMemberId(market.db, erased.id)).toEqual([]);
    const rows = async (sql: string, params: unknown[]) => (await market.db.query(sql, params)).rows;
    expect(await rows(`SELECT id FROM equipment_listings WHERE id = ANY($1::int[])`, [[withPhotos.id, plain.id]])).toEqual([]);
    expect(await rows(`SELECT 1 FROM storefronts WHERE business_name = 'Erased Audio'`, [])).toEqual([]);
    for (const photo of photos) {
      expect(await storage.exists(photo.url.slice(1))).toBe(false);
      expect(await storage.exists(photo.cardUrl.slice(1))).toBe(false);
    }
    // The other member's watch list no longer holds the erased member's listing; their own listing is as it was,
    // less the erased member's report.
    expect((await call(other, 'GET', '/api/marketplace/saved')).map((listing: { id: number }) => listing.id)).toEqual([theirs.id]);
    expect(await rows(`SELECT reported_count, views FROM equipment_listings WHERE id = $1`, [theirs.id])).toEqual([{ reported_count: 1, views: 1 }]);
    expect(await rows(`SELECT reporter_id, description FROM listing_reports WHERE listing_id = $1`, [theirs.id])).toEqual([
      { reporter_id: third.id, description: 'Not a real JCM800.' },
    ]);
    expect(await rows(`SELECT moderator_id, notes FROM listing_moderation_decisions WHERE report_id = $1`, [thirdReport.id])).toEqual([
      { moderator_id: 0, notes: 'Asked the seller for photos.' },
    ]);
    // The serial stays on the register, by no one and without the member's words (nor when or the crime reference,
    // which lead back to them): gear carrying it is still checked, now and when listed later.
    expect(
      await rows(
        `SELECT s.reporter_id, s.brand, s.description, s.stolen_on, s.crime_reference FROM stolen_serials s JOIN equipment_listings l USING (serial_hash) WHERE l.id = $1`,
        [hot.id],
      ),
    ).toEqual([{ reporter_id: 0, brand: 'Gibson', description: null, stolen_on: null, crime_reference: null }]);
    expect(await rows(`SELECT reporter_id, brand FROM stolen_serials WHERE serial_hash = $1`, [sharedHash])).toEqual([{ reporter_id: 0, brand: null }]);
    const checks = `SELECT s.reporter_id, m.status FROM stolen_matches m JOIN stolen_serials s ON s.id = m.stolen_id WHERE m.listing_id = $1`;
    expect(await rows(checks, [hot.id])).toEqual([{ reporter_id: 0, status: 'pending' }]);
    expect(await rows(checks, [sharedListing.id])).toEqual([{ reporter_id: 0, status: 'pending' }]);
    expect(await call(other, 'GET', `/api/marketplace/listings/${hot.id}`)).toMatchObject({ status: 'active' });
    const later = await list(third, { serialNumber: ` ${stolenSerial.toLowerCase()} ` });
    expect(await rows(checks, [later.id])).toEqual([{ reporter_id: 0, status: 'pending' }]);
    expect(await rows(`SELECT decided_by, notes FROM stolen_matches WHERE id = $1`, [decidedMatch])).toEqual([{ decided_by: 0, notes: 'A different guitar.' }]);
  });
});
