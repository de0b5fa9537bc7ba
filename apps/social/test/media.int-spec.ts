import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { startGatewayFor } from '@stave/gateway/testing';
import { BackgroundJobs, FileStorage } from '@stave/platform';
import { callApi, eventually, mediaFixture, type MediaFixture } from '@stave/platform/testing';
import { SWEEP_UNATTACHED_MEDIA } from '../src/media/jobs/sweep-unattached-media.job';
import { SocialUnderTest, type Member } from './harness';

// A PCM WAV of `bytes` bytes of silence: real audio of any size, for the per-kind caps.
function silentWav(bytes: number): Buffer {
  const data = bytes - 44;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(88_200, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

// Post media on real S3 (S3Proxy) behind social's storage adapter.
describe('social: post media (image, audio, video)', () => {
  let social: SocialUnderTest;
  let author: Member;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
    author = await social.member({ name: 'Media Author' });
  });

  afterAll(async () => {
    await social?.stop();
  });

  function upload(member: Member, bytes: Buffer, options: { type?: string; filename?: string; field?: string } = {}) {
    const form = new FormData();
    form.append(
      options.field ?? 'file',
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }),
      options.filename ?? 'upload.bin',
    );
    return social.call('POST', '/api/posts/media', { token: member.token, body: form });
  }
  const fetchMedia = (path: string, headers: Record<string, string> = {}) => fetch(`${social.url}${path}`, { headers });
  const post = (member: Member, body: object) => social.call('POST', '/api/posts', { token: member.token, body: { content: 'New take', ...body } });

  it("re-encodes an image without its EXIF, attaches it to a post and shows it in a follower's feed", async () => {
    const follower = await social.member();
    await social.call('POST', `/api/users/${author.id}/follow`, { token: follower.token });
    await social.call('GET', '/api/posts', { token: follower.token }); // a warm feed gets pushes
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#224488' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
      .toBuffer();

    const uploaded = await upload(author, photo, { type: 'image/jpeg', filename: '../../etc/passwd.jpg' });
    const created = await post(author, { content: 'Studio A today #Photos', mediaUrl: uploaded.body.mediaUrl, mediaType: 'video' });

    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({ mediaUrl: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.webp$/), mediaType: 'image', durationSeconds: null });
    expect(created.status).toBe(201);
    // The type is the server's reading of the bytes, whatever the client says.
    expect(created.body).toMatchObject({ mediaUrl: uploaded.body.mediaUrl, mediaType: 'image' });
    const served = await fetchMedia(uploaded.body.mediaUrl);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([2048, 683, undefined]);
    expect(bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    const inFeed = await eventually(async () =>
      (await social.call('GET', '/api/posts', { token: follower.token })).body.find((item: { id: number }) => item.id === created.body.id),
    );
    expect(inFeed).toMatchObject({ mediaUrl: uploaded.body.mediaUrl, mediaType: 'image' });
  });

  it.each<[MediaFixture, 'audio' | 'video', string]>([
    ['tone.mp3', 'audio', 'audio/mpeg'],
    ['tone.wav', 'audio', 'audio/wav'],
    ['tone.ogg', 'audio', 'audio/ogg'],
    ['tone.m4a', 'audio', 'audio/mp4'],
    ['clip.mp4', 'video', 'video/mp4'],
    ['clip.webm', 'video', 'video/webm'],
  ])('takes %s as %s, stored unchanged and served as %s with byte ranges', async (name, mediaType, contentType) => {
    const original = mediaFixture(name);

    const uploaded = await upload(author, original, { type: 'text/html', filename: 'track.html' });
    const whole = await fetchMedia(uploaded.body.mediaUrl);
    const part = await fetchMedia(uploaded.body.mediaUrl, { range: 'bytes=100-199' });
    const pastEnd = await fetchMedia(uploaded.body.mediaUrl, { range: `bytes=${original.length}-` });

    expect(uploaded.status).toBe(201);
    expect(uploaded.body.mediaType).toBe(mediaType);
    expect(uploaded.body.durationSeconds).toBeGreaterThan(0.3);
    expect(whole.headers.get('content-type')).toBe(contentType);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(original)).toBe(true);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${original.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(original.subarray(100, 200))).toBe(true);
    expect(pastEnd.status).toBe(416);
    expect(pastEnd.headers.get('content-range')).toBe(`bytes */${original.length}`);
  });

  it.each([
    ['an HTML page named track.mp3', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'audio/mpeg', 415, 'Invalid file type'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml', 415, 'Invalid file type'],
    ['a PDF named clip.mp4', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), 'video/mp4', 415, 'Invalid file type'],
    ['an MP4 cut after its first bytes', mediaFixture('clip.mp4').subarray(0, 64), 'video/mp4', 400, 'The file could not be read'],
    ['a truncated JPEG', null, 'image/jpeg', 400, 'The image could not be read'],
  ])('refuses %s', async (_name, bytes, type, status, message) => {
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#a0a' } })
      .jpeg()
      .toBuffer();

    const response = await upload(author, bytes ?? jpeg.subarray(0, jpeg.length / 2), { type });

    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
  });

  it('caps each kind at its own size (image 10 MB, audio 20 MB, anything 50 MB) and stores nothing', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const bigImage = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const { rows: before } = await social.db.query(`SELECT count(*)::int AS n FROM post_media`);

    const image = await upload(author, bigImage, { type: 'image/png' });
    const audio = await upload(author, silentWav(20 * 1024 * 1024 + 1), { type: 'audio/wav' });
    const huge = await upload(author, silentWav(50 * 1024 * 1024 + 1), { type: 'audio/wav' });
    const fine = await upload(author, silentWav(2 * 1024 * 1024), { type: 'audio/wav' });

    expect([image.status, image.body.message]).toEqual([413, 'Images can be at most 10MB.']);
    expect([audio.status, audio.body.message]).toEqual([413, 'Audio files can be at most 20MB.']);
    expect([huge.status, huge.body.message]).toEqual([413, 'Files can be at most 50MB (images 10MB, audio 20MB).']);
    expect([fine.status, fine.body.mediaType]).toEqual([201, 'audio']);
    const { rows: after } = await social.db.query(`SELECT count(*)::int AS n FROM post_media`);
    expect(after[0].n).toBe(before[0].n + 1);
  }, 30_000);

  it("attaches only the author's own upload, once; a post's media goes with the post", async () => {
    const other = await social.member();
    const theirs = await upload(other, mediaFixture('tone.mp3'));
    const mine = await upload(author, mediaFixture('tone.mp3'));

    const stolen = await post(author, { mediaUrl: theirs.body.mediaUrl });
    const outside = await post(author, { mediaUrl: '/uploads/0b6c2a7e-1111-4222-8333-944455556666.webp' });
    const [first, second] = await Promise.all([post(author, { mediaUrl: mine.body.mediaUrl }), post(author, { mediaUrl: mine.body.mediaUrl })]);

    const message = 'That attachment is no longer available. Please attach it again.';
    expect([stolen.status, stolen.body.errors]).toEqual([400, [{ path: 'mediaUrl', message }]]);
    expect(outside.status).toBe(400);
    expect([first.status, second.status].sort()).toEqual([201, 400]);
    const created = first.status === 201 ? first : second;
    expect(created.body).toMatchObject({ mediaUrl: mine.body.mediaUrl, mediaType: 'audio' });

    expect((await social.call('DELETE', `/api/posts/${created.body.id}`, { token: author.token })).status).toBe(204);
    expect((await fetchMedia(mine.body.mediaUrl)).status).toBe(404);
    expect((await fetchMedia(theirs.body.mediaUrl)).status).toBe(200);
  });

  it("removes every member's uploads no post took within a day, rows and S3 files, by the recurring sweep job", async () => {
    const other = await social.member();
    const abandoned = await upload(author, mediaFixture('tone.ogg'));
    const theirs = await upload(other, mediaFixture('tone.ogg'));
    const recent = await upload(author, mediaFixture('tone.ogg'));
    const posted = await upload(other, mediaFixture('tone.ogg'));
    expect((await post(other, { mediaUrl: posted.body.mediaUrl })).status).toBe(201);
    const keyOf = (uploaded: { body: { mediaUrl: string } }) => uploaded.body.mediaUrl.slice(1);
    await social.db.query(`UPDATE post_media SET created_at = now() - interval '25 hours' WHERE key = ANY($1)`, [[abandoned, theirs, posted].map(keyOf)]);
    const [schedule] = (await social.db.query(`SELECT cron, timezone FROM pgboss.schedule WHERE name = $1`, [SWEEP_UNATTACHED_MEDIA.name])).rows;
    const storage = social.service.app.get(FileStorage);

    // The run the schedule would start, now.
    const jobId = await social.service.app.get(BackgroundJobs).send(SWEEP_UNATTACHED_MEDIA, {});

    await eventually(async () => (await social.db.query(`SELECT state FROM pgboss.job WHERE id = $1`, [jobId])).rows[0]?.state === 'completed', 20_000, 100);
    expect(schedule).toEqual({ cron: '*/15 * * * *', timezone: 'UTC' });
    const { rows } = await social.db.query(`SELECT key FROM post_media WHERE key = ANY($1)`, [[abandoned, theirs, recent, posted].map(keyOf)]);
    expect(rows.map((row: { key: string }) => row.key).sort()).toEqual([recent, posted].map(keyOf).sort());
    expect([await storage.exists(keyOf(abandoned)), await storage.exists(keyOf(theirs))]).toEqual([false, false]);
    expect([await storage.exists(keyOf(recent)), await storage.exists(keyOf(posted))]).toEqual([true, true]);
    expect((await fetchMedia(abandoned.body.mediaUrl)).status).toBe(404);
    expect((await post(author, { mediaUrl: abandoned.body.mediaUrl })).status).toBe(400);
    expect((await post(author, { mediaUrl: recent.body.mediaUrl })).status).toBe(201);
  });

  // A video over a slow uplink takes longer than any single-request deadline meant for JSON.
  async function slowUpload(url: string, file: Buffer, seconds: number) {
    const boundary = 'stave-slow-upload';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, file, tail]);
    const chunks = 10;
    const size = Math.ceil(body.length / chunks);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= chunks) return controller.close();
        if (sent > 0) await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / chunks));
        controller.enqueue(new Uint8Array(body.subarray(sent * size, (sent + 1) * size)));
        sent += 1;
      },
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${author.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    return { status: response.status, body: (await response.json()) as { mediaType?: string } };
  }

  it('streams an upload through the gateway and serves ranges through it with the sandbox intact', async () => {
    const gateway = await startGatewayFor(
      { SOCIAL_URL: social.url },
      {
        JWKS_URL: social.jwksUrl,
        // Shorter than the slow upload below: waiting for an answer starts once the body is through.
        UPSTREAM_TIMEOUT_MS: '1500',
      },
    );
    try {
      const slow = await slowUpload(`${gateway.url}/api/posts/media`, mediaFixture('clip.mp4'), 3);
      expect([slow.status, slow.body.mediaType]).toEqual([201, 'video']);

      const original = mediaFixture('clip.mp4');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(original)], { type: 'video/mp4' }), 'clip.mp4');

      const uploaded = await callApi(`${gateway.url}/api/posts/media`, 'POST', { token: author.token, body: form });
      const part = await fetch(`${gateway.url}${uploaded.body.mediaUrl}`, { headers: { range: 'bytes=-100' } });

      expect([uploaded.status, uploaded.body.mediaType]).toEqual([201, 'video']);
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${original.length - 100}-${original.length - 1}/${original.length}`);
      expect(part.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await part.arrayBuffer()).equals(original.subarray(-100))).toBe(true);
    } finally {
      await gateway.close();
    }
  });

  it('asks for a signed-in member, multipart and the file field', async () => {
    const anonymous = await social.call('POST', '/api/posts/media', { body: new FormData() });
    const json = await social.call('POST', '/api/posts/media', { token: author.token, body: { file: 'x' } });
    const wrongField = await upload(author, mediaFixture('tone.mp3'), { field: 'media' });

    expect(anonymous.status).toBe(401);
    expect(json.status).toBe(415);
    expect([wrongField.status, wrongField.body.message]).toEqual([400, 'No file uploaded']);
    for (const path of ['/media/..%2F..%2Fetc%2Fpasswd', '/media/x.php', '/media/00000000-0000-0000-0000-000000000000.mp3']) {
      expect((await fetchMedia(path)).status).toBe(404);
    }
  });
});
