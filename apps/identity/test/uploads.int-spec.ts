import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { Api, BOUNDARY, multipartHead, multipartParts, rawRequest, startIdentity, type IdentityUnderTest, type Member } from './harness';

// Real S3 (S3Proxy from deploy/local) behind identity's storage adapter.
describe('identity: profile and cover images', () => {
  let identity: IdentityUnderTest;
  let api: Api;
  let member: Member;

  beforeAll(async () => {
    identity = await startIdentity();
    api = new Api(identity.url);
    member = await api.register();
  });

  afterAll(async () => {
    await identity?.stop();
  });

  function upload(bytes: Buffer, options: { field?: string; filename?: string; type?: string; path?: string } = {}) {
    const form = new FormData();
    form.append(options.field ?? 'profileImage', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'me.png');
    return api.call('POST', options.path ?? '/api/user/profile-picture', { token: member.token, body: form });
  }

  const png = (width = 64, height = 64) =>
    sharp({ create: { width, height, channels: 3, background: '#3355aa' } })
      .png()
      .toBuffer();

  it('re-encodes, stores under a generated key and serves the image safely', async () => {
    const original = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(original, { filename: '../../../../etc/passwd.png', type: 'image/jpeg' });

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Profile Picture Updated');
    expect(response.body.profileImage).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(response.body.user.profileImage).toBe(response.body.profileImage);
    const served = await fetch(`${identity.url}${response.body.profileImage}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('removes the picture it replaces', async () => {
    const first = await upload(await png());
    const second = await upload(await png(80, 80));

    expect((await fetch(`${identity.url}${second.body.profileImage}`)).status).toBe(200);
    expect((await fetch(`${identity.url}${first.body.profileImage}`)).status).toBe(404);
  });

  it('takes a cover image the same way', async () => {
    const response = await upload(await png(1200, 400), { field: 'coverImage', path: '/api/user/profile/cover-image' });

    expect(response.status).toBe(200);
    expect(response.body.coverImage).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  });

  it.each([
    ['an HTML page claiming to be a PNG', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'],
    ['a PHP script named x.php.jpg', Buffer.from('<?php system($_GET["c"]); ?>'), 'image/jpeg'],
  ])('refuses %s with 415', async (_name, bytes, type) => {
    const response = await upload(bytes, { type });

    expect(response.status).toBe(415);
    expect(response.body.message).toBe('Invalid file type');
  });

  it('re-encodes a GIF/JS polyglot into a plain image', async () => {
    const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('\n/*<script>*/alert(document.domain)//')]);

    const response = await upload(polyglot, { type: 'image/gif' });
    const served = Buffer.from(await (await fetch(`${identity.url}${response.body.profileImage}`)).arrayBuffer());

    expect(response.status).toBe(200);
    expect(served.includes(Buffer.from('alert'))).toBe(false);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = (await api.call('GET', '/api/user', { token: member.token })).body.profileImage;
    const oversized = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1 - (await png()).length)]);

    const response = await upload(oversized);

    expect(response.status).toBe(413);
    expect(response.body.message).toBe('File too large');
    expect((await api.call('GET', '/api/user', { token: member.token })).body.profileImage).toBe(before);
  });

  // busboy truncates at the limit when the next byte comes in a chunk of its own, and sends no more
  // data: the file read "ends" with exactly 10 MB unless the truncation itself is checked.
  it('refuses exactly 10 MB and then, after a pause, one more byte with 413', async () => {
    const before = (await api.call('GET', '/api/user', { token: member.token })).body.profileImage;
    const image = await png();
    const atLimit = Buffer.concat([image, Buffer.alloc(10 * 1024 * 1024 - image.length)]);
    const { open, close } = multipartParts('profileImage');
    const length = open.length + atLimit.length + 1 + close.length;

    const response = await rawRequest(identity.url, multipartHead('/api/user/profile-picture', member.token, length), [
      open,
      atLimit,
      300,
      Buffer.from([0]),
      close,
    ]);

    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: 'File too large', code: 'FILE_TOO_LARGE' });
    expect((await api.call('GET', '/api/user', { token: member.token })).body.profileImage).toBe(before);
  });

  it('takes a file of exactly 10 MB', async () => {
    const image = await png();

    const response = await upload(Buffer.concat([image, Buffer.alloc(10 * 1024 * 1024 - image.length)]));

    expect(response.status).toBe(200);
  });

  describe.each([
    ['/api/user/profile-picture', 'profileImage'],
    ['/api/user/profile/cover-image', 'coverImage'],
    ['/api/portfolio/image', 'image'],
  ])('a malformed form to %s', (path, field) => {
    it.each([
      ['no closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, false],
      ['no boundary parameter', 'multipart/form-data', true],
      ['the wrong boundary', 'multipart/form-data; boundary=not-the-one-used', true],
    ])('answers 400 for %s', async (_case, contentType, closed) => {
      const { open, close } = multipartParts(field);
      const body = Buffer.concat([open, await png(), closed ? close : Buffer.alloc(0)]);

      const response = await rawRequest(identity.url, multipartHead(path, member.token, body.length, contentType), [body]);

      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ message: 'Malformed upload', code: 'MALFORMED_UPLOAD' });
    });
  });

  it('refuses a pixel bomb from its header, quickly', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    const rssBefore = process.memoryUsage.rss();
    const started = Date.now();

    const response = await upload(bomb);

    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Image dimensions are too large');
    expect(Date.now() - started).toBeLessThan(1000);
    // The service runs in this process: decoding 400 MP would have cost ~1.6 GB.
    expect(process.memoryUsage.rss() - rssBefore).toBeLessThan(150 * 1024 * 1024);
  });

  it('refuses a truncated JPEG with 400', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#a0a' } })
      .jpeg()
      .toBuffer();

    const response = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), { type: 'image/jpeg' });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The image could not be read');
  });

  it('asks for multipart and for the right field', async () => {
    const json = await api.call('POST', '/api/user/profile-picture', { token: member.token, body: { profileImage: 'x' } });
    const wrongField = await upload(await png(), { field: 'avatar' });

    expect(json.status).toBe(415);
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('No file uploaded');
  });

  it('serves nothing for a key it did not generate', async () => {
    for (const path of ['/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/x.php', '/uploads/00000000-0000-0000-0000-000000000000.webp']) {
      expect((await fetch(`${identity.url}${path}`)).status).toBe(404);
    }
  });
});

// A valid 1x1 PNG whose header claims other dimensions: decoders that trust it allocate w*h*4 bytes.
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3 > 1_000_000 ? 1000 : 1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
