import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { FileStorage } from '@stave/platform';
import { ServiceWithMembers, trickledUpload, type Member } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';

type Listing = { id: number; images: string[]; photos: Array<{ id: number; url: string; cardUrl: string; isPrimary: boolean }> };

// Listing photos on real S3 (S3Proxy) behind the marketplace's storage adapter.
describe('marketplace: listing photos', () => {
  let market: ServiceWithMembers;
  let jpeg: Buffer;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
    jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .jpeg()
      // IFD3 is the GPS directory.
      .withExif({ IFD0: { Copyright: 'seller-camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
  });

  afterAll(async () => {
    await market?.stop();
  });

  const listing = async (seller: Member): Promise<Listing> => {
    const body = { title: 'Boss DS-1', description: 'Distortion pedal, works perfectly.', price: 35, categoryId: 203, condition: 'good', location: 'Bristol' };
    return (await market.call('POST', '/api/marketplace/listings', { token: seller.token, body })).body as Listing;
  };
  const upload = (member: Member, id: number, files: Array<{ bytes: Buffer; type?: string }>, field = 'images') => {
    const form = new FormData();
    for (const [index, file] of files.entries())
      form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), `photo-${index}.jpg`);
    return market.call('POST', `/api/marketplace/listings/${id}/images`, { token: member.token, body: form });
  };

  it('re-encodes each photo in two sizes without its EXIF or GPS, in order, the first the main one', async () => {
    const seller = await market.member();
    const { id } = await listing(seller);

    const answer = await upload(seller, id, [{ bytes: jpeg }, { bytes: jpeg }, { bytes: jpeg }]);
    expect(answer.status).toBe(201);
    const listed = answer.body as Listing;
    expect(listed.photos).toHaveLength(3);
    expect(listed.photos.map((photo) => photo.isPrimary)).toEqual([true, false, false]);
    expect(listed.images).toEqual(listed.photos.map((photo) => photo.url));

    const gallery = Buffer.from(await (await fetch(`${market.url}${listed.photos[0]!.url}`)).arrayBuffer());
    const card = Buffer.from(await (await fetch(`${market.url}${listed.photos[0]!.cardUrl}`)).arrayBuffer());
    const [galleryMeta, cardMeta] = [await sharp(gallery).metadata(), await sharp(card).metadata()];
    expect(galleryMeta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(cardMeta).toMatchObject({ format: 'webp', width: 640, height: 320 });
    expect(galleryMeta.exif).toBeUndefined();
    expect(gallery.includes(Buffer.from('seller-camera'))).toBe(false);
  });

  // docs/platform.md § Uploads: a slot is taken once a body is in hand, never while it arrives.
  it("answers another seller's photo while one seller's two uploads trickle in", async () => {
    const [slow, other] = [await market.member(), await market.member()];
    const [slowListing, otherListing] = [await listing(slow), await listing(other)];
    const port = Number(new URL(market.url).port);
    const hangUp = new AbortController();
    // 2,400 B/s each for about 25 s: twice the service's floor, so only their client ends them.
    const path = `/api/marketplace/listings/${slowListing.id}/images`;
    let bodiesSent = 0;
    const pace = { chunk: 1200, everyMs: 500, chunks: 50, signal: hangUp.signal, onBodySent: () => bodiesSent++ };
    const trickles = [0, 1].map(() => trickledUpload({ port, path, token: slow.token, field: 'images', ...pace }));
    trickles.forEach((answer) => answer.catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const answer = await upload(other, otherListing.id, [{ bytes: jpeg }]);

    expect(answer.status).toBe(201);
    // Answered while neither of the others had finished sending.
    expect(bodiesSent).toBe(0);
    hangUp.abort();
  }, 60_000);

  it('takes at most 5 photos a listing: a sixth, too large or not JPG/PNG/GIF is refused and stores nothing', async () => {
    const seller = await market.member();
    const { id } = await listing(seller);
    const countFiles = async () => (await market.db.query(`SELECT count(*)::int AS n FROM equipment_images WHERE listing_id = $1`, [id])).rows[0].n;

    const six = await upload(seller, id, Array(6).fill({ bytes: jpeg }));
    expect(six).toMatchObject({ status: 400, body: { code: 'TOO_MANY_IMAGES', message: 'You can upload up to 5 images per listing.' } });
    const webp = await sharp(jpeg).webp().toBuffer();
    const spoofed = await upload(seller, id, [{ bytes: Buffer.concat([Buffer.from('<html>'), jpeg]) }]);
    const wrongKind = await upload(seller, id, [{ bytes: webp, type: 'image/jpeg' }]);
    expect(spoofed).toMatchObject({ status: 415, body: { message: 'Invalid file type' } });
    expect(wrongKind).toMatchObject({ status: 415, body: { message: 'Invalid file type' } });
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length)]);
    expect(await upload(seller, id, [{ bytes: big }])).toMatchObject({ status: 413, body: { message: 'File too large' } });
    expect(await countFiles()).toBe(0);

    expect((await upload(seller, id, Array(4).fill({ bytes: jpeg }))).status).toBe(201);
    expect((await upload(seller, id, [{ bytes: jpeg }, { bytes: jpeg }])).body).toMatchObject({ code: 'TOO_MANY_IMAGES' });
    expect((await upload(seller, id, [{ bytes: jpeg }])).status).toBe(201);
    expect((await upload(seller, id, [{ bytes: jpeg }])).body).toMatchObject({ code: 'TOO_MANY_IMAGES' });
    expect(await countFiles()).toBe(5);
  });

  it('never leaves more than 5 when uploads race for the last slots, and removes the loser’s files', async () => {
    const seller = await market.member();
    const { id } = await listing(seller);
    await upload(seller, id, Array(3).fill({ bytes: jpeg }));

    const raced = await Promise.all([upload(seller, id, [{ bytes: jpeg }, { bytes: jpeg }]), upload(seller, id, [{ bytes: jpeg }, { bytes: jpeg }])]);

    expect(raced.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const photos = ((await market.call('GET', `/api/marketplace/listings/${id}`)).body as Listing).photos;
    expect(photos).toHaveLength(5);
    const storage = market.service.app.get(FileStorage);
    const stored = await market.db.query(`SELECT image_url, card_url FROM equipment_images WHERE listing_id = $1`, [id]);
    for (const row of stored.rows) expect(await storage.exists(row.image_url.slice(1))).toBe(true);
  });

  it('reorders and removes photos (the first is always the main one) for the seller only; deleting the listing removes its files', async () => {
    const [seller, other] = [await market.member(), await market.member()];
    const { id } = await listing(seller);
    const { photos } = (await upload(seller, id, [{ bytes: jpeg }, { bytes: jpeg }, { bytes: jpeg }])).body as Listing;
    const [a, b, c] = photos.map((photo) => photo.id) as [number, number, number];

    const foreign = await Promise.all([
      upload(other, id, [{ bytes: jpeg }]),
      market.call('PUT', `/api/marketplace/listings/${id}/images/order`, { token: other.token, body: { photoIds: [c, b, a] } }),
      market.call('DELETE', `/api/marketplace/listings/${id}/images/${a}`, { token: other.token }),
    ]);
    expect(foreign.map((answer) => answer.status)).toEqual([404, 404, 404]);

    const reordered = await market.call('PUT', `/api/marketplace/listings/${id}/images/order`, { token: seller.token, body: { photoIds: [c, a, b] } });
    expect((reordered.body as Listing).photos.map((photo) => [photo.id, photo.isPrimary])).toEqual([
      [c, true],
      [a, false],
      [b, false],
    ]);
    const partial = await market.call('PUT', `/api/marketplace/listings/${id}/images/order`, { token: seller.token, body: { photoIds: [c, a] } });
    expect(partial).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ message: 'List each photo of the listing once' })] } });

    const removed = await market.call('DELETE', `/api/marketplace/listings/${id}/images/${c}`, { token: seller.token });
    expect((removed.body as Listing).photos.map((photo) => [photo.id, photo.isPrimary])).toEqual([
      [a, true],
      [b, false],
    ]);
    expect((await market.call('DELETE', `/api/marketplace/listings/${id}/images/${c}`, { token: seller.token })).body).toMatchObject({
      code: 'PHOTO_NOT_FOUND',
    });
    const storage = market.service.app.get(FileStorage);
    expect(await storage.exists(photos[2]!.url.slice(1))).toBe(false);

    expect((await market.call('DELETE', `/api/marketplace/listings/${id}`, { token: seller.token })).status).toBe(204);
    expect(await storage.exists(photos[0]!.url.slice(1))).toBe(false);
    expect(await storage.exists(photos[0]!.cardUrl.slice(1))).toBe(false);
  });
});
