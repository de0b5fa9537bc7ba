import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { identityForSuite, type Member } from './harness';

const UPLOAD_PATH = /^\/uploads\/[0-9a-f-]{36}\.webp$/;

// POST /api/portfolio/image and the portfolio's use of it, against real Postgres and S3.
describe('identity: portfolio images', () => {
  const suite = identityForSuite();

  const png = (width = 64, height = 64) =>
    sharp({ create: { width, height, channels: 3, background: '#3355aa' } })
      .png()
      .toBuffer();

  function upload(member: Member, bytes: Buffer, options: { field?: string; type?: string } = {}) {
    const form = new FormData();
    form.append(options.field ?? 'image', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), 'artwork.png');
    return suite.api.call('POST', '/api/portfolio/image', { token: member.token, body: form });
  }

  async function uploaded(member: Member, width = 64, height = 64): Promise<string> {
    const response = await upload(member, await png(width, height));
    expect(response.status).toBe(201);
    return response.body.imageUrl;
  }

  const item = (image: string) => ({ title: 'Night Drive', type: 'track', description: 'Produced and mixed', image, date: '2025-03-14' });
  const create = (member: Member, image: string) => suite.api.call('POST', '/api/portfolio', { token: member.token, body: item(image) });
  const served = (path: string) => fetch(`${suite.identity.url}${path}`);
  const uploadRows = async (member: Member) =>
    (await suite.identity.db.query(`SELECT key FROM portfolio_uploads WHERE user_id = $1`, [member.id])).rows.map((row) => `/uploads/${row.key}`).sort();

  it('uploads an image, takes its path as an item image and serves it as WebP within 1600×1600', async () => {
    const member = await suite.api.register();

    const response = await upload(member, await png(2400, 1200));
    const created = await create(member, response.body.imageUrl);
    const file = await served(response.body.imageUrl);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ imageUrl: expect.stringMatching(UPLOAD_PATH) });
    expect(created.status).toBe(201);
    expect(created.body.image).toBe(response.body.imageUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 800]);
    expect(await uploadRows(member)).toEqual([response.body.imageUrl]);
  });

  it.each([
    ['an HTML page claiming to be a PNG', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', 415, 'Invalid file type'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml', 415, 'Invalid file type'],
    ['a text file', Buffer.from('just some notes'), 'text/plain', 415, 'Invalid file type'],
    ['a file over 10 MB', Buffer.alloc(10 * 1024 * 1024 + 1), 'image/png', 413, 'File too large'],
  ])('refuses %s and records nothing', async (_name, bytes, type, status, message) => {
    const member = await suite.api.register();

    const response = await upload(member, bytes, { type });

    expect([response.status, response.body.message]).toEqual([status, message]);
    expect(await uploadRows(member)).toEqual([]);
  });

  it('asks for the file in the "image" field and for a signed-in member', async () => {
    const member = await suite.api.register();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');

    const wrongField = await upload(member, await png(), { field: 'profileImage' });
    const anonymous = await suite.api.call('POST', '/api/portfolio/image', { body: form });

    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('No file uploaded');
    expect(anonymous.status).toBe(401);
  });

  it("refuses another member's upload, a profile picture and an unknown key as an item's image", async () => {
    const [owner, other] = [await suite.api.register(), await suite.api.register()];
    const theirs = await uploaded(other);
    const mine = await created(owner, await uploaded(owner));
    const avatar = await profilePicture(owner);

    const attempts = [
      await create(owner, theirs),
      await suite.api.call('PATCH', `/api/portfolio/${mine.id}`, { token: owner.token, body: { image: theirs } }),
      await create(owner, avatar),
      await create(owner, '/uploads/00000000-0000-4000-8000-000000000000.webp'),
      await create(owner, '/uploads/nested/x.webp'),
    ];

    for (const attempt of attempts) {
      expect(attempt.status).toBe(400);
      expect(attempt.body.errors).toEqual([{ path: 'image', message: 'Invalid URL' }]);
    }
    expect((await suite.api.call('GET', `/api/portfolio/user/${owner.id}`, { token: owner.token })).body).toEqual([mine]);
    expect((await served(theirs)).status).toBe(200);
  });

  it('removes the file when its item is deleted', async () => {
    const member = await suite.api.register();
    const image = await uploaded(member);
    const entry = await created(member, image);

    const deleted = await suite.api.call('DELETE', `/api/portfolio/${entry.id}`, { token: member.token });

    expect(deleted.status).toBe(204);
    expect((await served(image)).status).toBe(404);
    expect(await uploadRows(member)).toEqual([]);
  });

  it('removes the file an edit replaces, and keeps it through edits that leave it', async () => {
    const member = await suite.api.register();
    const [first, second] = [await uploaded(member), await uploaded(member)];
    const entry = await created(member, first);

    const renamed = await suite.api.call('PATCH', `/api/portfolio/${entry.id}`, { token: member.token, body: { ...item(first), title: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect((await served(first)).status).toBe(200);

    const replaced = await suite.api.call('PATCH', `/api/portfolio/${entry.id}`, { token: member.token, body: { image: second } });
    expect(replaced.body.image).toBe(second);
    expect((await served(first)).status).toBe(404);
    expect((await served(second)).status).toBe(200);

    const linked = await suite.api.call('PATCH', `/api/portfolio/${entry.id}`, { token: member.token, body: { image: 'https://img.example/cover.jpg' } });
    expect(linked.status).toBe(200);
    expect((await served(second)).status).toBe(404);
    expect(await uploadRows(member)).toEqual([]);
  });

  it('keeps a file two items share until the second goes', async () => {
    const member = await suite.api.register();
    const image = await uploaded(member);
    const [one, two] = [await created(member, image), await created(member, image)];

    await suite.api.call('DELETE', `/api/portfolio/${one.id}`, { token: member.token });
    expect((await served(image)).status).toBe(200);

    await suite.api.call('DELETE', `/api/portfolio/${two.id}`, { token: member.token });
    expect((await served(image)).status).toBe(404);
  });

  it('never leaves an item pointing at a removed file when a delete races a create that reuses the image', async () => {
    const member = await suite.api.register();
    for (let round = 0; round < 8; round++) {
      const image = await uploaded(member);
      const first = await created(member, image);

      const [, second] = await Promise.all([suite.api.call('DELETE', `/api/portfolio/${first.id}`, { token: member.token }), create(member, image)]);

      // Either the new item won and the file stays, or the delete released it first and the reuse was refused.
      expect([second.status, (await served(image)).status]).toEqual(second.status === 201 ? [201, 200] : [400, 404]);
      if (second.status === 201) await suite.api.call('DELETE', `/api/portfolio/${second.body.id}`, { token: member.token });
    }
  });

  it("removes a member's day-old unused uploads at their next upload, never one an item uses", async () => {
    const member = await suite.api.register();
    const [abandoned, used] = [await uploaded(member), await uploaded(member)];
    await created(member, used);
    await suite.identity.db.query(`UPDATE portfolio_uploads SET created_at = now() - interval '25 hours' WHERE user_id = $1`, [member.id]);

    const fresh = await uploaded(member);

    expect((await served(abandoned)).status).toBe(404);
    expect((await served(used)).status).toBe(200);
    expect(await uploadRows(member)).toEqual([fresh, used].sort());
    const late = await create(member, abandoned);
    expect(late.status).toBe(400);
  });

  async function created(member: Member, image: string) {
    const response = await create(member, image);
    expect(response.status).toBe(201);
    return response.body;
  }

  async function profilePicture(member: Member): Promise<string> {
    const form = new FormData();
    form.append('profileImage', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
    return (await suite.api.call('POST', '/api/user/profile-picture', { token: member.token, body: form })).body.profileImage;
  }
});
