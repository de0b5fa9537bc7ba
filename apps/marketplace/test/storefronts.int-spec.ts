import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { FileStorage } from '@stave/platform';
import { ServiceWithMembers, eventually, userSnapshot, type Member } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

const MODERATOR_ID = randomInt(10_000_000, 2_000_000_000);

// Storefronts on real infrastructure (Postgres, Kafka, S3 behind the storage adapter): Business
// members only, shown while active and on the plan; the logo and banner uploaded through the photo checks; the
// verified badge a moderator's decision on a request, cleared by a new business name; listings show their storefront.
describe('marketplace: storefronts', () => {
  let market: ServiceWithMembers;
  let storage: FileStorage;
  let jpeg: Buffer;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService, { MARKETPLACE_MODERATORS: String(MODERATOR_ID) });
    storage = market.service.app.get(FileStorage);
    jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .jpeg()
      // IFD3 is the GPS directory.
      .withExif({ IFD0: { Copyright: 'shop-camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
  });

  afterAll(async () => {
    await market?.stop();
  });

  const shop = {
    businessName: 'Brixton Guitar Exchange',
    description: 'Used and vintage guitars, set up in our workshop.',
    websiteUrl: 'https://brixton-guitars.example',
    phone: '+44 (0)20 7946 0000',
    email: 'shop@brixton-guitars.example',
    address: '12 Electric Avenue, London SW9',
  };
  const put = (member: Member, body: unknown) => market.call('PUT', '/api/marketplace/storefront', { token: member.token, body });
  const get = (userId: number, member?: Member) => market.call('GET', `/api/marketplace/storefronts/${userId}`, { token: member?.token });
  const business = async () => {
    const member = await market.member({ subscriptionTier: 'business' });
    expect((await put(member, shop)).status).toBe(200);
    return member;
  };
  const upload = (member: Member, kind: 'logo' | 'banner', bytes: Buffer, name = 'image.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    return market.call('POST', `/api/marketplace/storefront/${kind}`, { token: member.token, body: form });
  };
  const list = async (seller: Member) => {
    const body = {
      title: 'Fender Telecaster',
      description: 'Butterscotch blonde, set up last month.',
      price: 650,
      categoryId: 101,
      condition: 'good',
      location: 'London',
    };
    const answer = await market.call('POST', '/api/marketplace/listings', { token: seller.token, body });
    expect(answer.status).toBe(201);
    return answer.body as { id: number };
  };
  const setTier = (member: Member, subscriptionTier: 'free' | 'business', version: number) =>
    market.updateMember(userSnapshot(member.id, { version, username: member.username, subscriptionTier }), ['subscriptionTier']);
  const tierIs = (member: Member, tier: string) =>
    eventually(async () => (await market.db.query(`SELECT 1 FROM user_summaries WHERE id = $1 AND subscription_tier = $2`, [member.id, tier])).rowCount);

  it('lets a Business member keep one, shows it to anyone while active, and never takes verified or image links from the member', async () => {
    const [owner, free] = [await market.member({ subscriptionTier: 'business' }), await market.member()];

    expect((await put(free, shop)).body).toMatchObject({ code: 'STOREFRONT_BUSINESS_ONLY', message: 'Storefronts are part of the Business plan' });
    expect((await put(owner, { ...shop, websiteUrl: 'javascript:alert(1)' })).body.message).toBe('Enter a link starting with http:// or https://');
    expect((await put(owner, { ...shop, phone: 'call me' })).body.message).toBe('Enter a phone number of digits, spaces and + ( ) -');
    expect((await put(owner, { ...shop, businessName: ' ' })).body.message).toBe('Business name must be at least 2 characters');

    // Unknown keys are dropped: the badge is a moderator's, and the logo and banner are uploads, never links.
    const saved = await put(owner, { ...shop, verified: true, logoUrl: 'https://tracker.example/pixel.gif', bannerUrl: 'https://tracker.example/b.png' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...shop,
      userId: owner.id,
      verified: false,
      verifiedAt: null,
      isActive: true,
      activeListings: 0,
      logoUrl: null,
      bannerUrl: null,
      verification: null,
    });
    expect((await get(owner.id)).body).toMatchObject({ businessName: shop.businessName, verification: null });

    // Switched off: gone for others, still there for its owner to edit.
    await put(owner, { ...shop, isActive: false });
    expect((await get(owner.id)).status).toBe(404);
    expect((await get(owner.id, free)).status).toBe(404);
    expect((await get(owner.id, owner)).body).toMatchObject({ isActive: false });
    expect((await get(free.id)).body).toMatchObject({ code: 'STOREFRONT_NOT_FOUND' });
    expect((await market.call('GET', '/api/marketplace/storefronts/abc')).status).toBe(400);
  });

  it('hides the storefront, and its place on the listings, from others once its owner leaves the Business plan or blocks them; the badge stays for when they return', async () => {
    const owner = await business();
    const visitor = await market.member();
    const { id: listingId } = await list(owner);
    await market.db.query(`UPDATE storefronts SET verified = true, verified_at = now(), verified_by = $2 WHERE user_id = $1`, [owner.id, MODERATOR_ID]);
    expect((await market.call('GET', `/api/marketplace/listings/${listingId}`)).body.storefront).toEqual({
      userId: owner.id,
      businessName: shop.businessName,
      verified: true,
      logoUrl: null,
    });

    await setTier(owner, 'free', 1);
    await tierIs(owner, 'free');
    expect((await get(owner.id)).status).toBe(404);
    expect((await get(owner.id, owner)).body).toMatchObject({ verified: true, isActive: true });
    expect((await market.call('GET', `/api/marketplace/listings/${listingId}`)).body.storefront).toBeNull();
    expect((await upload(owner, 'logo', jpeg)).body).toMatchObject({ code: 'STOREFRONT_BUSINESS_ONLY' });

    await setTier(owner, 'business', 2);
    await tierIs(owner, 'business');
    expect((await get(owner.id)).body).toMatchObject({ verified: true });
    expect((await market.call('GET', `/api/marketplace/listings/${listingId}`)).body.storefront).toMatchObject({ verified: true });

    // Blocked either way, the storefront is not there for them (nor are the owner's listings).
    await market.publish('messaging.member.blocked.v1', owner.id, { blockerId: owner.id, blockedId: visitor.id, at: new Date().toISOString() }, 'messaging');
    await eventually(
      async () => (await market.db.query(`SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2 AND blocked`, [owner.id, visitor.id])).rowCount,
    );
    expect((await get(owner.id, visitor)).status).toBe(404);
    expect((await get(owner.id)).status).toBe(200);
  });

  it('takes a logo and a banner through the photo checks: type from the bytes, size capped, re-encoded and cropped to fill, EXIF gone, served like photos; the old file goes', async () => {
    const owner = await business();
    const [free, unset] = [await market.member(), await market.member({ subscriptionTier: 'business' })];

    expect(await upload(free, 'logo', jpeg)).toMatchObject({ status: 403, body: { code: 'STOREFRONT_BUSINESS_ONLY' } });
    expect(await upload(unset, 'logo', jpeg)).toMatchObject({ status: 404, body: { code: 'STOREFRONT_NOT_FOUND', message: 'Set up your storefront first' } });
    const text = await upload(owner, 'logo', Buffer.from('not an image at all, whatever the name says'), 'logo.png', 'image/png');
    expect(text).toMatchObject({ status: 415, body: { code: 'INVALID_FILE_TYPE', message: 'Logos and banners must be JPEG, PNG, GIF or WebP images' } });
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length)]);
    expect(await upload(owner, 'banner', big)).toMatchObject({ status: 413, body: { code: 'FILE_TOO_LARGE', message: 'Logos and banners must be under 5MB' } });
    expect((await market.call('POST', '/api/marketplace/storefront/logo', { token: owner.token, body: { image: 'https://x.example/a.png' } })).status).toBe(
      415,
    );
    expect((await get(owner.id)).body).toMatchObject({ logoUrl: null, bannerUrl: null });

    const withLogo = await upload(owner, 'logo', jpeg);
    expect(withLogo.status).toBe(200);
    const logoUrl = withLogo.body.logoUrl as string;
    expect(logoUrl).toMatch(/^\/storefront-images\/[0-9a-f-]{36}\.webp$/);
    const withBanner = await upload(owner, 'banner', await sharp(jpeg).png().toBuffer(), 'banner.png', 'image/png');
    const bannerUrl = withBanner.body.bannerUrl as string;
    expect(withBanner.body).toMatchObject({ logoUrl, bannerUrl: expect.stringMatching(/^\/storefront-images\/[0-9a-f-]{36}\.webp$/) });

    const served = await fetch(`${market.url}${logoUrl}`);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const logo = Buffer.from(await served.arrayBuffer());
    const logoMeta = await sharp(logo).metadata();
    expect(logoMeta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(logoMeta.exif).toBeUndefined();
    expect(logo.includes(Buffer.from('shop-camera'))).toBe(false);
    const banner = Buffer.from(await (await fetch(`${market.url}${bannerUrl}`)).arrayBuffer());
    expect(await sharp(banner).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 400 });
    expect((await fetch(`${market.url}/storefront-images/..%2Fetc%2Fpasswd`)).status).toBe(404);

    // A new logo replaces the old one, whose file goes once the storefront points at the new one.
    const replaced = await upload(
      owner,
      'logo',
      await sharp({ create: { width: 300, height: 900, channels: 3, background: '#aa3355' } })
        .gif()
        .toBuffer(),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.logoUrl).not.toBe(logoUrl);
    expect(await sharp(Buffer.from(await (await fetch(`${market.url}${replaced.body.logoUrl}`)).arrayBuffer())).metadata()).toMatchObject({
      width: 400,
      height: 400,
    });
    expect(await storage.exists(logoUrl.slice(1))).toBe(false);
    expect(await storage.exists(replaced.body.logoUrl.slice(1))).toBe(true);

    // A listing shows the logo; removing it removes its file (again: no change).
    const { id: listingId } = await list(owner);
    expect((await market.call('GET', `/api/marketplace/listings/${listingId}`)).body.storefront).toMatchObject({ logoUrl: replaced.body.logoUrl });
    const removed = await market.call('DELETE', '/api/marketplace/storefront/logo', { token: owner.token });
    expect(removed).toMatchObject({ status: 200, body: { logoUrl: null, bannerUrl } });
    expect(await storage.exists(replaced.body.logoUrl.slice(1))).toBe(false);
    expect((await market.call('DELETE', '/api/marketplace/storefront/logo', { token: owner.token })).status).toBe(200);
    expect((await market.call('DELETE', '/api/marketplace/storefront/banner', { token: unset.token })).status).toBe(404);
  });

  it('verifies a storefront on a moderator’s approval of a request with evidence, shows the badge on it and its listings, and clears it when the business is renamed', async () => {
    const owner = await business();
    const [other, free] = [await market.member({ subscriptionTier: 'business' }), await market.member()];
    const moderator = await market.member({ id: MODERATOR_ID, subscriptionTier: 'business' });
    const ask = (member: Member, body: unknown) => market.call('POST', '/api/marketplace/storefront/verification', { token: member.token, body });
    const decide = (member: Member, id: number, body: unknown) =>
      market.call('PUT', `/api/marketplace/storefront-verifications/${id}`, { token: member.token, body });
    const { id: listingId } = await list(owner);

    // The evidence: a company number or a VAT number in their UK formats, spaces and case forgiven.
    expect((await ask(owner, { note: 'Please verify us' })).body).toMatchObject({ code: 'VALIDATION', message: 'Give your company number or your VAT number' });
    expect((await ask(owner, { companyNumber: '1234567' })).body.message).toBe('Enter a Companies House number: 8 digits, or 2 letters and 6 digits');
    expect((await ask(owner, { vatNumber: 'GB12345678' })).body.message).toBe('Enter a UK VAT number: GB and 9 or 12 digits');
    expect((await ask(owner, { companyNumber: '12345678', note: 'x'.repeat(501) })).body.message).toBe('Keep the note under 500 characters');
    expect((await ask(free, { companyNumber: '12345678' })).body).toMatchObject({ code: 'STOREFRONT_BUSINESS_ONLY' });
    expect((await ask(other, { companyNumber: '12345678' })).body).toMatchObject({ code: 'STOREFRONT_NOT_FOUND' });

    const asked = await ask(owner, { companyNumber: 'sc 123 456', vatNumber: 'gb 123 4567 89', note: 'Trading since 1998.' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      status: 'pending',
      businessName: shop.businessName,
      companyNumber: 'SC123456',
      vatNumber: 'GB123456789',
      note: 'Trading since 1998.',
      reason: null,
      decidedAt: null,
    });
    const requestId = asked.body.id as number;
    expect((await ask(owner, { companyNumber: '12345678' })).body).toMatchObject({ code: 'STOREFRONT_VERIFICATION_PENDING' });
    // Only its owner sees where the request stands.
    expect((await get(owner.id, owner)).body.verification).toMatchObject({ id: requestId, status: 'pending' });
    expect((await get(owner.id, other)).body.verification).toBeNull();
    expect((await get(owner.id)).body.verification).toBeNull();

    // The queue is the moderators'; one request is its business's and the moderators'.
    for (const member of [owner, other]) {
      expect((await market.call('GET', '/api/marketplace/storefront-verifications', { token: member.token })).body).toMatchObject({
        code: 'MODERATORS_ONLY',
        message: 'Only moderators can review storefront verifications',
      });
      expect((await decide(member, requestId, { decision: 'approve' })).status).toBe(403);
    }
    expect((await market.call('GET', `/api/marketplace/storefront-verifications/${requestId}`, { token: other.token })).body).toMatchObject({
      code: 'STOREFRONT_VERIFICATION_NOT_FOUND',
    });
    expect((await market.call('GET', `/api/marketplace/storefront-verifications/${requestId}`, { token: owner.token })).body).toMatchObject({
      id: requestId,
      decidedBy: null,
    });
    const queue = await market.call('GET', '/api/marketplace/storefront-verifications?status=pending', { token: moderator.token });
    expect(queue.status).toBe(200);
    expect(queue.body.verifications.find((entry: { id: number }) => entry.id === requestId)).toMatchObject({
      userId: owner.id,
      companyNumber: 'SC123456',
      storefront: { businessName: shop.businessName, websiteUrl: shop.websiteUrl, email: shop.email, address: shop.address, verified: false },
    });
    expect((await decide(moderator, requestId, { decision: 'decline' })).body.message).toBe('Tell the business why it was declined');
    expect((await decide(moderator, requestId, { decision: 'maybe' })).body.message).toBe('Decision must be approve or decline');

    const approved = await decide(moderator, requestId, { decision: 'approve', reason: 'Company SC123456 active; name, site and address match.' });
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', decidedBy: MODERATOR_ID } });
    expect((await decide(moderator, requestId, { decision: 'decline', reason: 'Changed my mind' })).body).toMatchObject({
      code: 'STOREFRONT_VERIFICATION_DECIDED',
    });
    expect((await get(owner.id)).body).toMatchObject({ verified: true, verifiedAt: expect.any(String), verification: null });
    expect((await get(owner.id, owner)).body.verification).toMatchObject({ status: 'approved', reason: expect.stringContaining('SC123456') });
    expect((await market.call('GET', `/api/marketplace/listings/${listingId}`)).body.storefront).toMatchObject({ userId: owner.id, verified: true });
    const page = await market.call('GET', `/api/marketplace/listings?sellerId=${owner.id}`);
    expect(page.body.listings.map((listing: { id: number }) => listing.id)).toEqual([listingId]);
    expect(page.body.listings[0].storefront).toMatchObject({ verified: true });
    expect((await ask(owner, { companyNumber: '12345678' })).body).toMatchObject({ code: 'STOREFRONT_ALREADY_VERIFIED' });
    expect((await market.call('GET', '/api/marketplace/storefront-verifications?status=approved', { token: moderator.token })).body.verifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: requestId })]),
    );

    // The same name again keeps the badge; a new name clears it: the check was of the old one.
    expect((await put(owner, { ...shop, phone: '020 7946 0001' })).body).toMatchObject({ verified: true });
    expect((await put(owner, { ...shop, businessName: 'Brixton Guitar Exchange Ltd' })).body).toMatchObject({ verified: false, verifiedAt: null });
    expect((await market.call('GET', `/api/marketplace/listings/${listingId}`)).body.storefront).toMatchObject({ verified: false });

    // Renamed while a request waits: it can only be declined, with the reason the business sees.
    const again = (await ask(owner, { companyNumber: '12345678' })).body.id as number;
    await put(owner, { ...shop, businessName: 'BGX Music' });
    expect((await decide(moderator, again, { decision: 'approve' })).body).toMatchObject({ code: 'STOREFRONT_NAME_CHANGED' });
    expect((await decide(moderator, again, { decision: 'decline', reason: 'The company number belongs to another business.' })).body).toMatchObject({
      status: 'declined',
    });
    expect((await get(owner.id, owner)).body).toMatchObject({
      verified: false,
      verification: { id: again, status: 'declined', reason: 'The company number belongs to another business.' },
    });
    // Each decision, once, for the business's bell (social), under the name the request was made with.
    const decided = await market.db.query(
      `SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'marketplace.storefront.verification-decided.v1' AND key = $1 ORDER BY id`,
      [String(owner.id)],
    );
    expect(decided.rows.map((row: { payload: unknown }) => row.payload)).toEqual([
      { verificationId: requestId, userId: owner.id, businessName: shop.businessName, decision: 'approved', reason: expect.stringContaining('SC123456') },
      {
        verificationId: again,
        userId: owner.id,
        businessName: 'Brixton Guitar Exchange Ltd',
        decision: 'declined',
        reason: 'The company number belongs to another business.',
      },
    ]);

    // A request can be withdrawn while it waits; a moderator never decides their own.
    const third = (await ask(owner, { vatNumber: 'GB123456789012' })).body.id as number;
    expect((await market.call('DELETE', '/api/marketplace/storefront/verification', { token: owner.token })).status).toBe(204);
    expect((await market.call('DELETE', '/api/marketplace/storefront/verification', { token: owner.token })).status).toBe(404);
    expect((await decide(moderator, third, { decision: 'approve' })).status).toBe(404);
    await put(moderator, { businessName: 'Moderated Sounds' });
    const own = (await ask(moderator, { companyNumber: '87654321' })).body.id as number;
    expect((await decide(moderator, own, { decision: 'approve' })).body).toMatchObject({ message: 'Another moderator must check your own storefront' });
  });

  it('erases a business’s storefront with its logo and banner files and its requests; an erased moderator’s decisions stay, by no one', async () => {
    const owner = await business();
    const { body } = await upload(owner, 'logo', jpeg);
    const { body: withBanner } = await upload(owner, 'banner', jpeg);
    await market.call('POST', '/api/marketplace/storefront/verification', { token: owner.token, body: { companyNumber: '12345678' } });
    const decided = await business();
    const request = await market.call('POST', '/api/marketplace/storefront/verification', { token: decided.token, body: { companyNumber: '11223344' } });
    await market.db.query(`UPDATE storefront_verifications SET status = 'approved', decided_by = $2, decided_at = now() WHERE id = $1`, [
      request.body.id,
      owner.id,
    ]);
    await market.db.query(`UPDATE storefronts SET verified = true, verified_by = $2 WHERE user_id = $1`, [decided.id, owner.id]);

    await market.publish('identity.user.erased.v1', owner.id, { userId: owner.id, erasedAt: new Date().toISOString() });

    await eventually(async () => (await market.db.query(`SELECT 1 FROM storefronts WHERE user_id = $1`, [owner.id])).rowCount === 0);
    expect(await storage.exists(body.logoUrl.slice(1))).toBe(false);
    expect(await storage.exists(withBanner.bannerUrl.slice(1))).toBe(false);
    expect((await market.db.query(`SELECT 1 FROM storefront_verifications WHERE user_id = $1`, [owner.id])).rowCount).toBe(0);
    expect((await market.db.query(`SELECT decided_by FROM storefront_verifications WHERE id = $1`, [request.body.id])).rows).toEqual([{ decided_by: 0 }]);
    expect((await market.db.query(`SELECT verified, verified_by FROM storefronts WHERE user_id = $1`, [decided.id])).rows).toEqual([
      { verified: true, verified_by: 0 },
    ]);
  });
});
