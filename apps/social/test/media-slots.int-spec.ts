import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { eventually, trickledUpload } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

// Post media while some members' bodies trickle in or hang up halfway: the upload slots (docs/platform.md § Uploads)
// are taken only once a body is in hand, one member never holds every one, and a body below the floor is cut off.
describe('social: post media uploads under slow and vanishing clients', () => {
  let social: SocialUnderTest;
  let tmp: string;
  let port: number;

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'stave-media-slots-'));
    social = await SocialUnderTest.start({
      MEDIA_UPLOADS_AT_ONCE: '2',
      UPLOAD_TMP_DIR: tmp,
      // Lower than the defaults so a test sees a trickle cut off in seconds; the trickles that must survive send
      // 1,200 B/s, well above 256 B/s even when this busy box delays their timers.
      UPLOAD_MIN_BYTES_PER_SECOND: '256',
      UPLOAD_BODY_GRACE_MS: '1500',
      UPLOAD_BODY_IDLE_TIMEOUT_MS: '4000',
    });
    port = Number(new URL(social.url).port);
  });

  afterAll(async () => {
    await social?.stop();
    await rm(tmp, { recursive: true, force: true });
  });

  const tinyPng = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
  const uploadImage = async (member: Member) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), 'small.png');
    return social.call('POST', '/api/posts/media', { token: member.token, body: form });
  };

  const trickle = (member: Member, pace: { chunk: number; everyMs: number; chunks: number; signal?: AbortSignal; onBodySent?: () => void }) =>
    trickledUpload({ port, path: '/api/posts/media', token: member.token, field: 'file', ...pace });
  const tempFiles = () => readdir(tmp);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("answers another member's small image while one member's two uploads trickle in, and leaves no file behind when they hang up", async () => {
    const [slow, other] = [await social.member(), await social.member()];
    const hangUp = new AbortController();
    // 1,200 B/s each for about 25 s: above the floor, so only their clients end them.
    let bodiesSent = 0;
    const trickles = [0, 1].map(() => trickle(slow, { chunk: 600, everyMs: 500, chunks: 50, signal: hangUp.signal, onBodySent: () => bodiesSent++ }));
    trickles.forEach((answer) => answer.catch(() => undefined));
    // Both bodies have started arriving (before the fix, each had taken a slot by now).
    await pause(1500);

    const answer = await uploadImage(other);

    expect(answer.status).toBe(201);
    expect(answer.body.mediaType).toBe('image');
    // Answered while neither of the others had finished sending.
    expect(bodiesSent).toBe(0);
    hangUp.abort();
    await eventually(async () => ((await tempFiles()).length === 0 ? true : undefined));
  }, 90_000);

  it('leaves no slot behind for uploads whose clients hung up while others held the slots', async () => {
    const [holder, quitter, later] = [await social.member(), await social.member(), await social.member()];
    // Two bodies of about 3 s each, then two more (before the fix, queued for a slot) whose clients give up after
    // their first bytes.
    const holders = [0, 1].map(() => trickle(holder, { chunk: 600, everyMs: 500, chunks: 6 }));
    await pause(500);
    const quit = new AbortController();
    const quitters = [0, 1].map(() => trickle(quitter, { chunk: 600, everyMs: 500, chunks: 20, signal: quit.signal }));
    quitters.forEach((answer) => answer.catch(() => undefined));
    await pause(1000);
    quit.abort();
    await Promise.all(holders);

    const answer = await uploadImage(later);

    expect(answer.status).toBe(201);
    await eventually(async () => ((await tempFiles()).length === 0 ? true : undefined));
  }, 90_000);

  it('cuts off a body that arrives below the floor with 408, closing the connection and removing what arrived', async () => {
    const member = await social.member();

    const answer = await trickle(member, { chunk: 10, everyMs: 500, chunks: 60 });

    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body arrived too slowly', code: 'REQUEST_TIMEOUT' });
    expect(answer.closed).toBe(true);
    await eventually(async () => ((await tempFiles()).length === 0 ? true : undefined));
  }, 60_000);
});
