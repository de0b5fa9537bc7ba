import { describe, expect, it } from '@jest/globals';
import { mediaFixture } from '../testing/media-fixtures';
import { probeMedia } from './media-probe';

const messages = { invalidType: 'bad type', unreadable: 'unreadable' };

describe(probeMedia.name, () => {
  it.each([
    ['tone.mp3', 'audio', 'audio/mpeg', 'mp3'],
    ['tone.wav', 'audio', 'audio/wav', 'wav'],
    ['tone.ogg', 'audio', 'audio/ogg', 'ogg'],
    ['tone.m4a', 'audio', 'audio/mp4', 'm4a'],
    ['clip.mp4', 'video', 'video/mp4', 'mp4'],
    ['clip.webm', 'video', 'video/webm', 'webm'],
  ] as const)('reads %s as %s (%s)', async (name, kind, contentType, extension) => {
    const probed = await probeMedia(mediaFixture(name), messages);
    expect(probed).toMatchObject({ kind, contentType, extension });
    expect(probed.durationSeconds).toBeGreaterThan(0.3);
    expect(probed.durationSeconds).toBeLessThan(1.5);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n')],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Array(60).fill(0)])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s as the wrong type', async (_name, bytes) => {
    await expect(probeMedia(bytes, messages)).rejects.toMatchObject({ message: 'bad type' });
  });

  it('refuses a file that starts like an MP4 but is cut short or padded with junk', async () => {
    const mp4 = mediaFixture('clip.mp4');
    const truncated = mp4.subarray(0, 64);
    await expect(probeMedia(truncated, messages)).rejects.toMatchObject({ message: 'unreadable' });
  });

  it('refuses an MP3 header followed by HTML (a polyglot)', async () => {
    const mp3 = mediaFixture('tone.mp3');
    const polyglot = Buffer.concat([mp3.subarray(0, 10), Buffer.from('<html><script>alert(1)</script></html>'.repeat(20))]);
    await expect(probeMedia(polyglot, messages)).rejects.toThrow();
  });
});
